// What makes a request's header list malformed (RFC 9113 sections 8.1, 8.2 and 8.3): field
// names that are not lowercase tokens, pseudo-headers that are unknown, repeated, after a
// regular field or missing, connection-specific fields, and `te` other than "trailers".
// A malformed request is a stream error PROTOCOL_ERROR (8.1.1): the stream ends, the
// connection goes on. The checks run over each decoded list; a connection checks a list its
// decoder gives again only once.
import { ErrorCode, StreamError } from "./frames";
import type { HeaderField } from "./hpack";

const METHOD = 1;
const SCHEME = 2;
const AUTHORITY = 4;
const PATH = 8;

function malformed(reason: string): never {
  throw new StreamError(ErrorCode.PROTOCOL_ERROR, `malformed request: ${reason}`);
}

function pseudoBit(name: string): number {
  switch (name) {
    case ":method":
      return METHOD;
    case ":scheme":
      return SCHEME;
    case ":authority":
      return AUTHORITY;
    case ":path":
      return PATH;
    default:
      return 0; // :status is a response's, :protocol needs SETTINGS_ENABLE_CONNECT_PROTOCOL, which we never send
  }
}

/**
 * RFC 9113 8.2.1: no octet 0x00-0x20, no uppercase (0x41-0x5a), none of 0x7f-0xff and no
 * colon outside the first octet of a pseudo-header; and RFC 9110 5.1: a name is never empty.
 */
function checkName(name: string): void {
  if (name.length === 0) malformed("an empty field name");
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c <= 0x20 || (c >= 0x41 && c <= 0x5a) || c >= 0x7f || c === 0x3a) malformed(`field name "${name}" is not a lowercase token`);
  }
}

/** RFC 9113 8.2.2: the fields of HTTP/1.1 connections have no meaning in HTTP/2; `te` may only say "trailers". */
function checkRegular(name: string, value: string): void {
  checkName(name);
  switch (name) {
    case "connection":
    case "proxy-connection":
    case "keep-alive":
    case "transfer-encoding":
    case "upgrade":
      return malformed(`connection-specific field "${name}"`);
    case "te":
      if (value !== "trailers") malformed(`te is "${value}", not "trailers"`);
  }
}

/** A content-length value as a number; RFC 9110 8.6: one or more digits. */
function contentLengthOf(value: string, previous: number): number {
  if (value.length === 0 || value.length > 15) malformed(`content-length "${value}" is not a length`);
  let length = 0;
  for (let i = 0; i < value.length; i++) {
    const digit = value.charCodeAt(i) - 0x30;
    if (digit < 0 || digit > 9) malformed(`content-length "${value}" is not a length`);
    length = length * 10 + digit;
  }
  if (previous !== -1 && previous !== length) malformed("two content-length fields that disagree");
  return length;
}

/**
 * Checks the header list that opens a request stream; returns its content-length, or -1
 * when it has none. Throws StreamError PROTOCOL_ERROR when the request is malformed.
 */
function checkRequestHeaders(headers: readonly HeaderField[]): number {
  let seen = 0;
  let regular = false;
  let connect = false;
  let emptyPath = false;
  let contentLength = -1;
  for (let i = 0; i < headers.length; i++) {
    const field = headers[i]!;
    const name = field[0];
    if (name.charCodeAt(0) === 0x3a) {
      // RFC 9113 8.3: pseudo-headers come first, each once, and only the ones defined for requests
      if (regular) malformed(`pseudo-header ${name} after a regular field`);
      const bit = pseudoBit(name);
      if (bit === 0) malformed(`unknown pseudo-header ${name}`);
      if (seen & bit) malformed(`pseudo-header ${name} more than once`);
      seen |= bit;
      if (bit === METHOD) connect = field[1] === "CONNECT";
      else if (bit === PATH) emptyPath = field[1].length === 0;
      continue;
    }
    regular = true;
    checkRegular(name, field[1]);
    if (name === "content-length") contentLength = contentLengthOf(field[1], contentLength);
  }
  if (connect) {
    // RFC 9113 8.5: CONNECT names only :authority, and neither :scheme nor :path
    if (seen !== (METHOD | AUTHORITY)) malformed("CONNECT with :scheme or :path, or without :authority");
  } else {
    // RFC 9113 8.3.1: every other request has :method, :scheme and a non-empty :path
    if ((seen & (METHOD | SCHEME | PATH)) !== (METHOD | SCHEME | PATH)) malformed("a pseudo-header of :method, :scheme and :path is missing");
    if (emptyPath) malformed(":path is empty");
  }
  return contentLength;
}

/**
 * checkRequestHeaders for one connection, run once per list: its HPACK decoder gives a
 * repeated header block's list again (see ./hpack), and a list found well-formed stays so.
 */
export function requestHeaderChecks(): (headers: readonly HeaderField[]) => number {
  const wellFormed = new WeakMap<readonly HeaderField[], number>();
  return (headers) => {
    let contentLength = wellFormed.get(headers);
    if (contentLength === undefined) {
      contentLength = checkRequestHeaders(headers);
      wellFormed.set(headers, contentLength);
    }
    return contentLength;
  };
}

/** Checks a trailer section (RFC 9113 8.1 and 8.3: no pseudo-header in it). */
export function checkTrailers(headers: readonly HeaderField[]): void {
  for (let i = 0; i < headers.length; i++) {
    const field = headers[i]!;
    if (field[0].charCodeAt(0) === 0x3a) malformed(`pseudo-header ${field[0]} in trailers`);
    checkRegular(field[0], field[1]);
  }
}
