// What a connection remembers of the streams it no longer keeps: skipped ids and resets,
// each bounded, the oldest forgotten first, a forgotten stream counting as ended.
import { describe, expect, it } from "vitest";
import { Past, StreamHistory } from "../../../src/tfplugin/transport/h2/stream-history";

describe("stream history", () => {
  it("tells idle, skipped, ended and reset streams apart", () => {
    const history = new StreamHistory();
    history.open(1);
    history.open(7);
    history.open(9);
    history.reset(9, false);
    history.open(11);
    history.reset(11, true);
    expect([1, 3, 5, 7, 9, 11, 13, 2].map((s) => history.of(s))).toEqual([
      Past.ENDED,
      Past.SKIPPED,
      Past.SKIPPED,
      Past.ENDED,
      Past.RESET_BY_PEER,
      Past.RESET_BY_US,
      Past.IDLE,
      Past.IDLE,
    ]);
  });

  it("a first stream above 1 skips the ids below it", () => {
    const history = new StreamHistory();
    history.open(5);
    expect([1, 3, 5].map((s) => history.of(s))).toEqual([Past.SKIPPED, Past.SKIPPED, Past.ENDED]);
  });

  it("remembers 1024 resets and 64 skipped ranges, forgetting the oldest first", () => {
    const history = new StreamHistory();
    for (let stream = 1; stream <= 2 * 1025; stream += 2) {
      history.open(stream);
      history.reset(stream, true);
    }
    expect([history.of(1), history.of(3), history.of(2049)]).toEqual([Past.ENDED, Past.RESET_BY_US, Past.RESET_BY_US]);
    const skips = new StreamHistory();
    for (let i = 1; i <= 65; i++) skips.open(4 * i + 1); // skips 4i - 1 each time
    expect([skips.of(3), skips.of(7), skips.of(259)]).toEqual([Past.ENDED, Past.SKIPPED, Past.SKIPPED]);
  });
});
