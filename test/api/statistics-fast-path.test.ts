// The zod schema is the specification of a statistics page; plainStatisticsPage, which reads
// the pages a plan asks for without loading zod, is checked against it over generated bodies,
// as the website and account readers are (./bodies-fast-path.test.ts): whatever it accepts,
// the schema accepts and reads the same; it takes every page in the server's plain shape
// (counts and per_page as strings); and the client's parser does exactly what the schema does.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseStatisticsPage, plainStatisticsPage, statisticsPageBody, statisticsPageOf } from "../../src/api/bodies/statistics";
import { RUNS, asJson, odd, outcome, readsAsSchema, response, text } from "../support/body-properties";

const int = fc.integer({ min: -5, max: 2 ** 31 });
/** A count as the server sends it: a string of digits, or a number. */
const count = fc.oneof(fc.integer({ min: 0, max: 2 ** 31 }).map(String), fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom("0", "007", "10"));

/** A row as the real server sends one. */
const plainRow = fc.record({ value: text, count });

/** A row as anything might send it: a field odd, or one more. */
const anyRow = fc
  .tuple(plainRow, fc.dictionary(fc.constantFrom("value", "count", "extra"), odd, { maxKeys: 2 }))
  .map(([row, changes]) => asJson({ ...row, ...changes }));

/** A page in the server's plain shape: Laravel's flat paginator. */
const plainStatisticsWire = fc.record({
  current_page: int,
  data: fc.array(plainRow, { maxLength: 4 }),
  from: fc.option(int, { nil: null }),
  last_page: int,
  next_page_url: fc.option(text, { nil: null }),
  per_page: fc.oneof(fc.constantFrom("10", "25", "100"), fc.constantFrom(10, 25, 100)),
  to: fc.option(int, { nil: null }),
  total: count,
  // the rest of Laravel's paginator, which the client does not read (notes, "The statistics endpoint")
  first_page_url: text,
  last_page_url: text,
  prev_page_url: fc.option(text, { nil: null }),
  links: fc.constant([{ url: null, label: "&laquo; Previous", active: false }]),
  path: text,
  status: fc.constant(200),
});

/** A page as anything might send it: a field of it odd, or a row odd. */
const anyStatisticsWire = fc
  .tuple(
    plainStatisticsWire,
    fc.array(fc.oneof({ weight: 3, arbitrary: plainRow }, anyRow), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom("current_page", "data", "from", "last_page", "next_page_url", "per_page", "to", "total", "extra"), odd, {
      maxKeys: 2,
    }),
  )
  .map(([page, rows, changes]) => asJson({ ...page, data: rows, ...changes }));

const anyPage = fc.oneof(plainStatisticsWire.map(asJson), anyStatisticsWire);

describe("plainStatisticsPage against statisticsPageBody", () => {
  it("accepts only what the schema accepts, and reads it as the schema does", () => {
    fc.assert(
      fc.property(anyPage, (body) => readsAsSchema(body, plainStatisticsPage, statisticsPageBody(), statisticsPageOf)),
      RUNS,
    );
  });

  it("takes every page in the server's plain shape", () => {
    fc.assert(
      fc.property(plainStatisticsWire.map(asJson), (body) => {
        expect(plainStatisticsPage(body)).toEqual(statisticsPageOf(statisticsPageBody().parse(body)));
      }),
      RUNS,
    );
  });

  it("leaves the client's read of a page exactly the schema's", () => {
    fc.assert(
      fc.property(anyPage, (body) => {
        const checked = statisticsPageBody().safeParse(body);
        const read = outcome(() => parseStatisticsPage("read statistics", response(body, "http://127.0.0.1/api/v1/stats/7")));
        if (checked.success) expect(read).toEqual({ value: statisticsPageOf(checked.data) });
        else expect(read).toHaveProperty("error", expect.stringMatching(/^read statistics: response field [\w.]+: /));
      }),
      RUNS,
    );
  });

  it("reads counts sent as strings of digits as numbers, and refuses a negative one", () => {
    const body = {
      current_page: 1,
      data: [{ value: "2024-03-04", count: "12" }],
      from: 1,
      last_page: 1,
      next_page_url: null,
      per_page: "100",
      to: 1,
      total: "1",
    };
    expect(plainStatisticsPage(body)).toEqual({ rows: [{ value: "2024-03-04", count: 12 }], total: 1, page: 1, perPage: 100, lastPage: 1, hasNext: false });
    expect(plainStatisticsPage({ ...body, data: [{ value: "2024-03-04", count: -1 }] })).toBeUndefined();
    expect(plainStatisticsPage({ ...body, data: [{ value: "2024-03-04", count: "-1" }] })).toBeUndefined();
  });
});
