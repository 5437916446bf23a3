// The Huffman code of HPACK (RFC 7541 Appendix B), decoding only: we never compress our
// own headers, but clients (grpc-go, nghttp2) compress theirs. The code is canonical, so
// the code length of each symbol (0-255, then 256 = EOS) determines it; each length L is
// stored as the character with code 60 + L ("A" = 5 bits ... "Z" = 30 bits).
const CODE_LENGTHS =
  "ISXXXXXXXTZXXZXXXXXXXXZXXXXXXXXXBFFHIBDGFFDGDBBBAAABBBBBBBCDKBHF" +
  "IBCCCCCCCCCCCCCCCCCCCCCCDCDIOIJBKABABABBBACCBBBABCBAABCCCCCKGJIX" +
  "PRPPRRRSRSSSSSTSTTRSTSSSSQRSRSSTRQPRRSSQSRRTQRSSQQRQSRSSPRRRSRRS" +
  "VVPORSRUVVVWWVTUOQVWWVWTQQVVXWWWPTPQRQQSRRUUTTVSVWVVWWWWWXWWWWWV" +
  "Z";

const EOS = 256;
const MAX_LENGTH = 30;

export class HuffmanError extends Error {}

interface CanonicalCode {
  /** Symbols ordered by (code length, symbol). */
  symbols: Uint16Array;
  /** For each length: the first code of that length, and the index of its first symbol. */
  firstCode: Int32Array;
  firstIndex: Int32Array;
  count: Int32Array;
}

function canonicalCode(): CanonicalCode {
  const lengths = Array.from(CODE_LENGTHS, (c) => c.charCodeAt(0) - 60);
  const symbols = Uint16Array.from(lengths.keys()).sort((a, b) => lengths[a]! - lengths[b]! || a - b);
  const count = new Int32Array(MAX_LENGTH + 1);
  for (const length of lengths) count[length]!++;
  const firstCode = new Int32Array(MAX_LENGTH + 1);
  const firstIndex = new Int32Array(MAX_LENGTH + 1);
  let code = 0;
  let index = 0;
  for (let length = 1; length <= MAX_LENGTH; length++) {
    firstCode[length] = code;
    firstIndex[length] = index;
    code = (code + count[length]!) * 2;
    index += count[length]!;
  }
  return { symbols, firstCode, firstIndex, count };
}

let table: CanonicalCode | undefined;

/** Decodes a Huffman-coded string literal into latin1 text. */
export function huffmanDecode(bytes: Uint8Array, start: number, end: number): string {
  const { symbols, firstCode, firstIndex, count } = (table ??= canonicalCode());
  let out = "";
  let code = 0;
  let length = 0;
  for (let i = start; i < end; i++) {
    const byte = bytes[i]!;
    for (let bit = 7; bit >= 0; bit--) {
      code = code * 2 + ((byte >> bit) & 1);
      length++;
      const offset = code - firstCode[length]!;
      if (offset >= 0 && offset < count[length]!) {
        const symbol = symbols[firstIndex[length]! + offset]!;
        if (symbol === EOS) throw new HuffmanError("Huffman-coded string contains EOS");
        out += String.fromCharCode(symbol);
        code = 0;
        length = 0;
      } else if (length >= MAX_LENGTH) {
        throw new HuffmanError("invalid Huffman code");
      }
    }
  }
  // What is left must be padding: fewer than 8 bits, all ones (a prefix of EOS).
  if (length > 7 || code !== 2 ** length - 1) throw new HuffmanError("invalid Huffman padding");
  return out;
}
