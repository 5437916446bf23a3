// One HTTP exchange over a keep-alive undici Pool: headers, form bodies, the per-request
// timeout, and the mapping of socket failures to TransportError. No retries, no parsing.
import type { SecureContext } from "node:tls";
import { EarlyConnection } from "./early-connection";
import type { buildConnector as Connectors, Pool } from "undici";
import { AbortedError, TransportError } from "./errors";
import { undici } from "./undici-pool";

/** undici's connector, with the context of an https server's trust built now if it was deferred. */
function newConnector(timeout: number, trust: HttpTransportOptions["secureContext"]): Connectors.connector {
  const { buildConnector } = undici();
  if (trust === undefined) return buildConnector({ timeout });
  return buildConnector({ timeout, secureContext: typeof trust === "function" ? trust() : trust });
}

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface HttpRequest {
  method: HttpMethod;
  /** Path under the base URL, with its query, e.g. "/api/v1/websites?page=2". */
  path: string;
  form?: Record<string, string>;
}

type HttpHeaders = Record<string, string | string[] | undefined>;

export interface HttpResponse {
  /** The URL requested, without its query (for messages). */
  url: string;
  status: number;
  headers: HttpHeaders;
  body: string;
}

export interface HttpTransportOptions {
  baseUrl: URL;
  apiKey: string;
  userAgent: string;
  timeoutMs: number;
  /** Upper bound on open connections; Terraform runs 10 operations at once. */
  connections?: number;
  /** Whom an https server's certificate must chain to; default Node's trust. A function is called on the first connection. */
  secureContext?: SecureContext | (() => SecureContext);
}

const MAX_BODY_BYTES = 16 * 1024 * 1024;

export class HttpTransport {
  private openPool: Pool | undefined;
  private readonly poolOptions: Pool.Options;
  private readonly early: EarlyConnection;
  private readonly basePath: string;
  private readonly headers: Record<string, string>;
  private readonly timeoutMs: number;
  private readonly origin: string;
  /** host:port, as named in connection errors. */
  private readonly address: string;

  constructor(options: HttpTransportOptions) {
    let connector: Connectors.connector | undefined;
    const connect: Connectors.connector = (connectOptions, callback) => {
      try {
        connector ??= newConnector(Math.min(options.timeoutMs, 10_000), options.secureContext);
      } catch (error) {
        // answered later, as a connect is (undici expects it)
        const failure = Object.assign(new Error(reason(error), { cause: error }), { code: TLS_SETUP_FAILED });
        return process.nextTick(() => callback(failure, null));
      }
      connector(connectOptions, callback);
    };
    this.early = new EarlyConnection(connect, options.baseUrl);
    this.poolOptions = {
      connections: options.connections ?? 16,
      keepAliveTimeout: 10_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: this.early.connect,
    };
    this.basePath = options.baseUrl.pathname.replace(/\/+$/, "");
    this.origin = options.baseUrl.origin;
    const url = options.baseUrl;
    this.address = `${url.hostname}:${url.port || (url.protocol === "https:" ? "443" : "80")}`;
    this.timeoutMs = options.timeoutMs;
    this.headers = {
      accept: "application/json",
      authorization: `Bearer ${options.apiKey}`,
      "user-agent": options.userAgent,
    };
  }

  async send(request: HttpRequest, operation: string, signal?: AbortSignal): Promise<HttpResponse> {
    if (signal?.aborted) throw new AbortedError(operation, "the request was cancelled");
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener("abort", onAbort, { once: true });

    const headers: Record<string, string> = { ...this.headers };
    let body: string | undefined;
    if (request.form !== undefined) {
      body = new URLSearchParams(request.form).toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    const path = this.basePath + request.path;
    try {
      const response = await this.pool.request({
        method: request.method,
        path,
        headers,
        body: body ?? null,
        signal: controller.signal,
      });
      const length = Number(response.headers["content-length"] ?? 0);
      if (length > MAX_BODY_BYTES) {
        response.body.destroy();
        throw new TransportError(operation, `response body too large (${length} bytes)`, "EBODYSIZE", true);
      }
      const text = await response.body.text();
      return { url: this.origin + path.replace(/\?.*$/, ""), status: response.statusCode, headers: response.headers, body: text };
    } catch (error) {
      if (error instanceof TransportError) throw error;
      if (signal?.aborted) throw new AbortedError(operation, "the request was cancelled", { cause: error, maybeSent: true });
      if (timedOut) {
        throw new TransportError(operation, `no response from ${this.address} within ${this.timeoutMs} ms (timeout)`, "ETIMEDOUT", true, { cause: error });
      }
      throw transportError(operation, this.address, error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  }

  private get pool(): Pool {
    return (this.openPool ??= new (undici().Pool)(this.origin, this.poolOptions));
  }

  /** Opens the first connection now, before a request needs it (see ./early-connection); the caller decides whether. */
  preconnect(): void {
    this.early.open();
  }

  close(): Promise<void> {
    this.early.close();
    return this.openPool ? this.openPool.close() : Promise.resolve();
  }
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return code;
  return errorCode((error as { cause?: unknown }).cause);
}

/** The connector could not be built: undici would not load, or the TLS trust given could not be made a context. */
const TLS_SETUP_FAILED = "ETLSSETUP";

/** The address is host:port of the base URL, so a message says where the client went. */
function transportError(operation: string, address: string, error: unknown): TransportError {
  const code = errorCode(error) ?? "EUNKNOWN";
  const host = address.replace(/:\d+$/, "");
  switch (code) {
    case "ECONNREFUSED":
      return new TransportError(operation, `connection refused by ${address}`, code, false, { cause: error });
    case "ENOTFOUND":
      return new TransportError(operation, `the host name ${host} could not be resolved (${code})`, code, false, { cause: error });
    case "EAI_AGAIN":
      return new TransportError(operation, `the host name ${host} could not be resolved for now: the name server did not answer (${code})`, code, false, {
        cause: error,
      });
    case "EHOSTUNREACH":
    case "ENETUNREACH":
    case "EHOSTDOWN":
      return new TransportError(operation, `${address} cannot be reached (${code})`, code, false, { cause: error });
    case "UND_ERR_CONNECT_TIMEOUT":
      return new TransportError(operation, `timed out while connecting to ${address}`, "ETIMEDOUT", false, { cause: error });
    case "UND_ERR_HEADERS_TIMEOUT":
    case "UND_ERR_BODY_TIMEOUT":
    case "ETIMEDOUT":
      return new TransportError(operation, `no response from ${address} in time (timeout)`, "ETIMEDOUT", true, { cause: error });
    case "ECONNRESET":
    case "EPIPE":
    case "UND_ERR_SOCKET":
      return new TransportError(operation, `the connection to ${address} was closed before a complete response arrived`, "ECONNRESET", true, { cause: error });
    case "CERT_HAS_EXPIRED":
    case "CERT_NOT_YET_VALID":
    case "ERR_TLS_CERT_ALTNAME_INVALID":
      return new TransportError(operation, `the TLS certificate of ${address} is not valid for it: ${reason(error)} (${code})`, code, false, { cause: error });
    // OpenSSL's verdicts on a certificate chain, as Node reports them
    case "UNABLE_TO_GET_ISSUER_CERT":
    case "UNABLE_TO_GET_ISSUER_CERT_LOCALLY":
    case "UNABLE_TO_VERIFY_LEAF_SIGNATURE":
    case "SELF_SIGNED_CERT_IN_CHAIN":
    case "DEPTH_ZERO_SELF_SIGNED_CERT":
    case "CERT_UNTRUSTED": {
      const fix = "If a private certificate authority signed it, set NODE_EXTRA_CA_CERTS to a PEM file of that authority's certificate.";
      return new TransportError(operation, `the TLS certificate of ${address} is not trusted: ${reason(error)} (${code}). ${fix}`, code, false, {
        cause: error,
      });
    }
    // The other end does not speak TLS: most often an https:// base URL for an http:// server.
    case "ERR_SSL_WRONG_VERSION_NUMBER":
    case "ERR_SSL_PACKET_LENGTH_TOO_LONG":
    case "ERR_SSL_HTTP_REQUEST":
      return new TransportError(
        operation,
        `the TLS handshake with ${address} failed: it does not answer in TLS (is it served over http://, not https://?) (${code})`,
        code,
        false,
        { cause: error },
      );
    case TLS_SETUP_FAILED:
      return new TransportError(operation, `cannot set up the connection to ${address}: ${reason(error)}`, code, false, { cause: error });
    case "UND_ERR_CLOSED":
    case "UND_ERR_DESTROYED":
      return new TransportError(operation, "the client was closed", "ECLOSED", false, { cause: error });
    default:
      return new TransportError(operation, `request to ${address} failed: ${reason(error)} (${code})`, code, true, { cause: error });
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
