// Resource instance addresses as Terraform writes them (`module.a["k"].phpanalytics_website.b[0]`),
// read and written back. An import block's `to` is such an address, parsed by Terraform as an
// HCL traversal: a for_each key is an HCL quoted string, so a quote, a backslash, a line
// break or a template introducer (`${`, `%{`) in it must be escaped exactly as Terraform does.

/** A count index (a number) or a for_each key (a string). */
type InstanceKey = number | string;

interface ModuleStep {
  name: string;
  key?: InstanceKey;
}

/** The address of one instance of a managed resource. */
export interface ResourceAddress {
  modules: ModuleStep[];
  type: string;
  name: string;
  key?: InstanceKey;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*/;

/** Go's unicode.IsPrint, which Terraform's quoting follows: letters, marks, numbers, punctuation, symbols and the ASCII space. */
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;

/**
 * A for_each key as Terraform quotes it in an address (addrs.StringKey.String): HCL's
 * escapes, `$${` and `%%{` for template introducers, \uXXXX for what is not printable.
 */
export function quoteKey(key: string): string {
  let out = '"';
  const chars = [...key];
  chars.forEach((char, i) => {
    if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (char === '"') out += '\\"';
    else if (char === "\\") out += "\\\\";
    else if ((char === "$" || char === "%") && chars[i + 1] === "{") out += char + char;
    else if (PRINTABLE.test(char)) out += char;
    else {
      const code = char.codePointAt(0)!;
      out += code < 0x10000 ? `\\u${code.toString(16).padStart(4, "0")}` : `\\U${code.toString(16).padStart(8, "0")}`;
    }
  });
  return out + '"';
}

function keyText(key: InstanceKey | undefined): string {
  if (key === undefined) return "";
  return typeof key === "number" ? `[${key}]` : `[${quoteKey(key)}]`;
}

export function formatAddress(address: ResourceAddress): string {
  const modules = address.modules.map((step) => `module.${step.name}${keyText(step.key)}.`).join("");
  return `${modules}${address.type}.${address.name}${keyText(address.key)}`;
}

export class AddressSyntaxError extends Error {
  override name = "AddressSyntaxError";
}

/** Reads Terraform's addresses; the position of a mistake is named, since the text came from Terraform itself. */
class AddressReader {
  private at = 0;
  constructor(private readonly text: string) {}

  /** Where the reader is (0-based), for a mistake found after reading past it. */
  get position(): number {
    return this.at;
  }

  fail(what: string, at = this.at): never {
    throw new AddressSyntaxError(`cannot read the resource address ${JSON.stringify(this.text)}: ${what} at character ${at + 1}`);
  }

  done(): boolean {
    return this.at >= this.text.length;
  }

  identifier(): string {
    const match = IDENTIFIER.exec(this.text.slice(this.at));
    if (!match) this.fail("expected a name");
    this.at += match[0].length;
    return match[0];
  }

  take(literal: string): boolean {
    if (!this.text.startsWith(literal, this.at)) return false;
    this.at += literal.length;
    return true;
  }

  expect(literal: string): void {
    if (!this.take(literal)) this.fail(`expected ${JSON.stringify(literal)}`);
  }

  /** `[0]` or `["key"]`, or nothing. */
  key(): InstanceKey | undefined {
    if (!this.take("[")) return undefined;
    let key: InstanceKey;
    const digits = /^\d+/.exec(this.text.slice(this.at));
    if (digits) {
      this.at += digits[0].length;
      key = Number(digits[0]);
    } else if (this.take('"')) key = this.quoted();
    else this.fail("expected a number or a quoted key");
    this.expect("]");
    return key;
  }

  /** The rest of a quoted key, up to and including its closing quote. */
  private quoted(): string {
    let out = "";
    for (;;) {
      if (this.done()) this.fail("unterminated quoted key");
      const char = this.text[this.at]!;
      if (char === '"') {
        this.at += 1;
        return out;
      }
      if (char === "\\") out += this.escape();
      else if ((char === "$" || char === "%") && this.text.startsWith(`${char}${char}{`, this.at)) {
        out += `${char}{`;
        this.at += 3;
      } else {
        const codePoint = String.fromCodePoint(this.text.codePointAt(this.at)!);
        out += codePoint;
        this.at += codePoint.length;
      }
    }
  }

  private escape(): string {
    const next = this.text[this.at + 1];
    const simple: Record<string, string> = { n: "\n", r: "\r", t: "\t", '"': '"', "\\": "\\" };
    if (next !== undefined && simple[next] !== undefined) {
      this.at += 2;
      return simple[next];
    }
    const width = next === "u" ? 4 : next === "U" ? 8 : 0;
    const hex = this.text.slice(this.at + 2, this.at + 2 + width);
    if (width === 0 || !new RegExp(`^[0-9a-fA-F]{${width}}$`).test(hex)) this.fail("unknown escape");
    this.at += 2 + width;
    return String.fromCodePoint(parseInt(hex, 16));
  }
}

/** A managed resource instance's address as Terraform prints it, e.g. in a diagnostic's `address`. */
export function parseAddress(text: string): ResourceAddress {
  const reader = new AddressReader(text);
  const modules: ModuleStep[] = [];
  for (;;) {
    const start = reader.position;
    const first = reader.identifier();
    if (first === "data") reader.fail("a data source cannot be imported", start);
    if (first === "module") {
      reader.expect(".");
      const name = reader.identifier();
      const key = reader.key();
      modules.push(key === undefined ? { name } : { name, key });
      reader.expect(".");
      continue;
    }
    reader.expect(".");
    const name = reader.identifier();
    const key = reader.key();
    if (!reader.done()) reader.fail("unexpected text after the address");
    return key === undefined ? { modules, type: first, name } : { modules, type: first, name, key };
  }
}
