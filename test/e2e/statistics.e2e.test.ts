// phpanalytics_website_statistics with the real terraform against the emulator's statistics
// (issue 28): rows, total and sum, paging by max_items in as few requests as it allows, bad
// input refused at validate, a missing website named, and a `check` block that warns while
// a website has no recent pageviews.
import { TerraformStack, Testing } from "cdktf";
import { describe, expect, it } from "vitest";
import { provider, website } from "../../src/index";
import { useEmulatorAndHome } from "./emulator-home";
import { PROVIDER_BLOCK } from "./harness";

const KEY = "statistics-key";
const STATS = "GET /api/v1/stats/{id}";
const fx = useEmulatorAndHome(KEY);
const { env } = fx;
const flat = (text: string): string => text.replace(/\s+/g, " ");
const DAY_MS = 86_400_000;
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** `count` days of pageviews from 2023-01-01, 1, 2, 3, ... a day. */
function pageviews(count: number): Record<string, number> {
  const days: Record<string, number> = {};
  for (let i = 0; i < count; i++) days[day(Date.parse("2023-01-01T00:00:00Z") + i * DAY_MS)] = i + 1;
  return days;
}

const statistics = (id: string | number, body: string): string =>
  `data "phpanalytics_website_statistics" ` +
  `"s" {\n  website_id = "${id}"\n${body}}\n\noutput "total" {\n  value = data.phpanalytics_website_statistics.s.total\n}\n\noutput "sum" {\n ` +
  ` value = data.phpanalytics_website_statistics.s.sum\n}\n\noutput "rows" {\n  value = length(data.phpanalytics_website_statistics.s.rows)\n}\n\noutput ` +
  `"first" {\n  value = data.phpanalytics_website_statistics.s.rows[0]\n}\n`;

describe("phpanalytics_website_statistics", () => {
  it("reads rows, total and sum, paging max_items in ceil(max_items / 100) requests", async () => {
    const site = fx.emulator.store.create(KEY, { domain: "stats.example.com" });
    fx.emulator.recordPageviews(site.id, pageviews(250));
    const ws = fx.home.workspace({
      "main.tf":
        PROVIDER_BLOCK +
        statistics(
          site.id,
          '  name      = "pageviews"\n  from      = "2023-01-01"\n  to        = "2023-12-31"\n  sort_by   = "value"\n  sort      = "asc"\n  max_items = 150\n',
        ),
    });
    await ws.expect(["init", "-input=false"], 0, env());
    const before = fx.emulator.stats.count(STATS);
    await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env());
    expect(fx.emulator.stats.count(STATS) - before).toBe(2);
    const outputs = JSON.parse((await ws.expect(["output", "-json"], 0, env())).stdout) as Record<string, { value: unknown }>;
    expect(outputs.total!.value).toBe(250);
    expect(outputs.rows!.value).toBe(150);
    expect(outputs.sum!.value).toBe((150 * 151) / 2);
    expect(outputs.first!.value).toEqual({ value: "2023-01-01", count: 1 });
  });

  it("refuses a bad name, a malformed date and a range that ends before it starts, at validate", async () => {
    const bad = async (body: string): Promise<string> => {
      const ws = fx.home.workspace({ "main.tf": PROVIDER_BLOCK + statistics(1, body) });
      await ws.expect(["init", "-input=false"], 0, env());
      return flat((await ws.expect(["validate"], 1, env())).stderr);
    };
    const before = fx.emulator.stats.total;
    expect(await bad('  name = "pageview"\n')).toMatch(/Invalid name .* Got "pageview"; use one of .*"pageviews"/);
    expect(await bad('  name = "pageviews"\n  from = "2024-3-4"\n')).toContain(
      'from must be a day of the calendar written YYYY-MM-DD, e.g. "2024-03-04"; got "2024-3-4"',
    );
    expect(await bad('  name = "pageviews"\n  from = "2024-03-05"\n  to   = "2024-03-04"\n')).toContain("from (2024-03-05) is after to (2024-03-04)");
    expect(fx.emulator.stats.total).toBe(before);
  });

  it("names the id of a website that does not exist", async () => {
    const ws = fx.home.workspace({ "main.tf": PROVIDER_BLOCK + statistics(987654, '  name = "pageviews"\n') });
    await ws.expect(["init", "-input=false"], 0, env());
    const plan = flat((await ws.expect(["plan", "-input=false"], 1, env())).stderr);
    expect(plan).toContain("Website not found");
    expect(plan).toContain("No website with id 987654 exists in this account");
  });
});

describe("a check block on recent pageviews", () => {
  const checked = `${PROVIDER_BLOCK}
resource "phpanalytics_website" "shop" {
  domain = "checked.example.com"
}

check "shop_reports_pageviews" {
  data "phpanalytics_website_statistics" "recent" {
    website_id = phpanalytics_website.shop.id
    name       = "pageviews"
    from       = formatdate("YYYY-MM-DD", timeadd(plantimestamp(), "-48h"))
  }

  assert {
    condition     = data.phpanalytics_website_statistics.recent.sum > 0
    error_message = "checked.example.com had no pageviews in the last two days."
  }
}
`;
  const WARNING = "Check block assertion failed";

  it("warns in plan, apply and plan -refresh-only while there are none, and not once there are", async () => {
    const ws = fx.home.workspace({ "main.tf": checked });
    await ws.expect(["init", "-input=false"], 0, env());
    const apply = await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env());
    expect(apply.stdout).toContain(WARNING);
    expect(apply.stdout).toContain("checked.example.com had no pageviews in the last two days.");
    expect((await ws.expect(["plan", "-input=false"], 0, env())).stdout).toContain(WARNING);
    expect((await ws.expect(["plan", "-input=false", "-refresh-only"], 0, env())).stdout).toContain(WARNING);

    fx.emulator.recordPageviews("checked.example.com", { [day(Date.now())]: 3 });
    for (const args of [
      ["plan", "-input=false"],
      ["plan", "-input=false", "-refresh-only"],
      ["apply", "-input=false", "-auto-approve"],
    ]) {
      const result = await ws.expect(args, 0, env());
      expect(result.stdout + result.stderr, args.join(" ")).not.toContain(WARNING);
    }
  });

  it("the CDKTF form (a check block added with addOverride, which cdktf 0.21 has no construct for) warns the same", async () => {
    const stack = new TerraformStack(Testing.app(), "checked");
    new provider.PhpanalyticsProvider(stack, "phpanalytics", {});
    const shop = new website.Website(stack, "shop", { domain: "checked-cdktf.example.com" });
    stack.addOverride("check.shop_reports_pageviews", {
      data: {
        phpanalytics_website_statistics: {
          recent: { website_id: shop.id, name: "pageviews", from: '${formatdate("YYYY-MM-DD", timeadd(plantimestamp(), "-48h"))}' },
        },
      },
      assert: [
        {
          condition: "${data.phpanalytics_website_statistics.recent.sum > 0}",
          error_message: "checked-cdktf.example.com had no pageviews in the last two days.",
        },
      ],
    });
    const ws = fx.home.workspace({ "cdk.tf.json": Testing.synth(stack) });
    await ws.expect(["init", "-input=false"], 0, env());
    const apply = await ws.expect(["apply", "-input=false", "-auto-approve"], 0, env());
    expect(apply.stdout).toContain(WARNING);
    expect(apply.stdout).toContain("checked-cdktf.example.com had no pageviews in the last two days.");
    fx.emulator.recordPageviews("checked-cdktf.example.com", { [day(Date.now())]: 1 });
    expect((await ws.expect(["plan", "-input=false", "-refresh-only"], 0, env())).stdout).not.toContain(WARNING);
  });
});
