// The npm executable's marks (src/executable/held-ranges.ts): the build places the head's
// length and each held bundle's byte range, and a launch reads a held bundle from its range.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commentHolding, HELD_RUNTIME, HELD_ZOD, holderOpening, sourceInComment } from "../../src/executable/embedded-module";
import { placeHeldRanges, rangeMark, readHeldRange } from "../../src/executable/held-ranges";
import { HEAD_MARK, MARK_DIGITS, npmExecutableHeader } from "../../src/executable/launcher";

const dir = mkdtempSync(join(tmpdir(), "phpa-held-ranges-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RUNTIME = 'exports.ran = "*/ runtime";';
const ZOD = "module.exports = { z: 1 };";
const header = npmExecutableHeader();
const main = `const marks = [${JSON.stringify(rangeMark(HELD_RUNTIME))}, ${JSON.stringify(rangeMark(HELD_ZOD))}];`;
const holders = `${commentHolding(RUNTIME, "aa11", HELD_RUNTIME)}\n${commentHolding(ZOD, "bb22", HELD_ZOD)}\n`;
const built = `${header}\n${main}\n${holders}`;

/** The placed marks in `text`, by holder: the last of each (the head's code holds them). */
const placedMark = (text: string, holder: string): string => text.match(new RegExp(`${holder}@\\d+-\\d+`, "g"))!.at(-1)!;

function written(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text, "latin1");
  return file;
}

describe("the held bundles' ranges", () => {
  it("are placed without moving a byte, and each reads back its holder's text", () => {
    const placed = placeHeldRanges(built, [HELD_RUNTIME, HELD_ZOD], header.length);
    expect(placed).toHaveLength(built.length);
    const head = placed.indexOf(holderOpening(HELD_RUNTIME));
    expect(placed.slice(0, header.length)).toContain(`head@${String(head).padStart(MARK_DIGITS, "0")}`);
    expect(placed.slice(0, head)).not.toContain(rangeMark(HELD_RUNTIME));
    const file = written("executable.js", placed);
    const runtime = readHeldRange(file, placedMark(placed, HELD_RUNTIME.holder));
    const zod = readHeldRange(file, placedMark(placed, HELD_ZOD.holder));
    expect(runtime).toBe(commentHolding(RUNTIME, "aa11", HELD_RUNTIME));
    expect(zod).toBe(commentHolding(ZOD, "bb22", HELD_ZOD));
    expect(sourceInComment(runtime, "aa11", HELD_RUNTIME)).toBe(RUNTIME);
    expect(sourceInComment(zod, "bb22", HELD_ZOD)).toBe(ZOD);
  });

  it("read as damaged from a file cut inside a range, and as nothing from a mark never placed", () => {
    const placed = placeHeldRanges(built, [HELD_RUNTIME, HELD_ZOD], header.length);
    const mark = placedMark(placed, HELD_ZOD.holder);
    const cut = written("cut.js", placed.slice(0, placed.lastIndexOf("*/")));
    expect(() => sourceInComment(readHeldRange(cut, mark), "bb22", HELD_ZOD)).toThrow(/damaged.*reinstall/);
    const short = written("short.js", placed.slice(0, placed.indexOf(holderOpening(HELD_RUNTIME))));
    expect(readHeldRange(short, mark)).toBe("");
    expect(readHeldRange(short, rangeMark(HELD_ZOD))).toBe("");
  });

  it("refuse an executable whose marks are missing or doubled, or that holds no bundle", () => {
    const place = (text: string) => () => placeHeldRanges(text, [HELD_RUNTIME, HELD_ZOD], header.length);
    expect(place(`${header}\n${main.replace(rangeMark(HELD_ZOD), "")}\n${holders}`)).toThrow(/lacks its mark embeddedZod@/);
    expect(place(`${header}\n${main}\n${main}\n${holders}`)).toThrow(/holds its mark embeddedRuntime@.* twice/);
    expect(place(`${header.replace(HEAD_MARK, "")}\n${main}\n${holders}`)).toThrow(/lacks its mark head@/);
    expect(place(`${header}\n${main}\n${commentHolding(RUNTIME, "aa11", HELD_RUNTIME)}\n`)).toThrow(/holds no embeddedZod/);
    // code after the head never runs, so the build refuses it between or after the holders
    const between = `${commentHolding(RUNTIME, "aa11", HELD_RUNTIME)}\nlate();\n${commentHolding(ZOD, "bb22", HELD_ZOD)}\n`;
    expect(place(`${header}\n${main}\n${between}`)).toThrow(/code between its held bundles, before embeddedZod/);
    expect(place(`${built}late();\n`)).toThrow(/code after its held bundles/);
  });
});
