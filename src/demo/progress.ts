// Numbered progress lines, each with the time its step took: " 3. synthesized the example stack  (N ms)".
export class Progress {
  private n = 0;
  private readonly started = Date.now();

  constructor(private readonly write: (text: string) => void) {}

  /** Runs one step; `fn` returns the line to print (what happened, with its result). */
  async step<T>(fn: () => Promise<{ line: string; value: T }>): Promise<T> {
    const number = ++this.n;
    const t0 = Date.now();
    const { line, value } = await fn();
    this.write(`${String(number).padStart(2)}. ${line}  (${formatMs(Date.now() - t0)})\n`);
    return value;
  }

  /** A numbered line without a timing, e.g. the closing one. */
  say(text: string): void {
    this.write(`${String(++this.n).padStart(2)}. ${text}\n`);
  }

  /** Indented detail under the last step. */
  detail(text: string): void {
    for (const line of text.replace(/\n+$/, "").split("\n")) this.write(`      ${line}\n`);
  }

  elapsed(): string {
    return formatMs(Date.now() - this.started);
  }
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
