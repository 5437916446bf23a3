// The rows of targets 7 to 9 (bench/floor.mjs): ours against gofloor with our schema, beside
// gofloor as shipped and terraform_data; target 10's rows at the plan of 1,000 come from
// bench/node-floor-rows.mjs.
import { planTargetRows } from "./node-floor-rows.mjs";
import { READS_FLOORS, bothRatios, fmtMs, fmtS, ratio, ratios, stats } from "./lib.mjs";

const wall = (s) => s.wallMs;

export function floorRows(results, sizes, withApply, matchedAdded) {
  const rows = [];
  const plan = {};
  const lacking = matchedAdded.length ? `without ${matchedAdded.join(" and ")}` : "the same schema";
  for (const n of sizes) {
    const ours = stats(results[`ours/${n}/plan`]);
    const floor = stats(results[`matched/${n}/plan`]);
    const shipped = stats(results[`gofloor/${n}/plan`]);
    const data = results[`terraform_data/${n}/plan`] ? stats(results[`terraform_data/${n}/plan`]) : null;
    plan[n] = ours;
    const growth =
      n !== sizes[0]
        ? `; growth from ${sizes[0]}: wall ${ratio(ours.wallMs, plan[sizes[0]].wallMs)}, provider CPU ${ratio(ours.providerS, plan[sizes[0]].providerS)}`
        : "";
    const planRatio = ratios(ours, floor, wall);
    rows.push({
      target: `7. plan ${n} websites (no changes) / gofloor`,
      measured:
        `${planRatio.higher.toFixed(2)}x (${bothRatios(planRatio)}; ${fmtMs(ours.wallMs)} vs ${fmtMs(floor.wallMs)}` +
        `${data ? `; terraform_data ${fmtMs(data.wallMs)}` : ""}; median of ${ours.count}${growth})`,
      limit: "<= 1.20x",
      pass: planRatio.higher <= 1.2,
    });
    rows.push({
      target: `7. plan ${n} websites / gofloor as shipped`,
      measured:
        `${ratio(ours.wallMs, shipped.wallMs)} (${fmtMs(ours.wallMs)} vs ${fmtMs(shipped.wallMs)}; gofloor ` +
        `${lacking} takes ${ratio(shipped.wallMs, floor.wallMs)} the floor's time, ` +
        `${fmtS(floor.cpuS - floor.providerS - (shipped.cpuS - shipped.providerS))} less Terraform CPU)`,
      limit: "-",
      pass: null,
    });
    // An absolute limit: the floors that judge it are gofloor's own CPU and, where the bench
    // runs it (every plan size), the Node floor that judges the plans: nodefloorwork, which
    // does the plan's required work on the provider's libraries (bench/node-floor-rows.mjs).
    // The other reads floors' figures are given beside it.
    const floorStats = (kind) => (results[`${kind}/${n}/plan`] ? stats(results[`${kind}/${n}/plan`]) : null);
    const readsFloors = READS_FLOORS.map((kind) => [kind, floorStats(kind)]).filter(([, s]) => s !== null);
    const floorCpu = readsFloors.map(([kind, s]) => `; ${kind} ${fmtS(s.providerS)}`).join("");
    const work = floorStats("nodefloorwork");
    rows.push({
      target: `8. provider CPU, plan of ${n} websites`,
      measured:
        `${fmtS(ours.providerS)} over ${ours.launches.length} launches (${ours.launches.map((s) => s.toFixed(2)).join(" + ")}); gofloor ` +
        `${fmtS(floor.providerS)}${floorCpu}; total CPU ${fmtS(ours.cpuS)} vs ${fmtS(floor.cpuS)}${data ? ` (terraform_data ${fmtS(data.cpuS)})` : ""}`,
      limit: "<= 1.00 s",
      pass: ours.providerS <= 1.0,
      floor: floor.providerS > 1.0 || (work !== null && work.providerS > 1.0),
    });
    if (n === sizes[0]) rows.push(...planTargetRows(results, n));
  }
  if (!withApply) return rows;
  const ours = stats(results["ours/1000/apply"]);
  const floor = stats(results["matched/1000/apply"]);
  const shipped = stats(results["gofloor/1000/apply"]);
  const applyRatio = ratios(ours, floor, wall);
  rows.push({
    target: "9. apply 1000 creates / gofloor",
    measured:
      `${applyRatio.higher.toFixed(2)}x (${bothRatios(applyRatio)}; ${fmtMs(ours.wallMs)} vs ${fmtMs(floor.wallMs)}, median of ` +
      `${ours.count}; provider CPU ${fmtS(ours.providerS)} vs ${fmtS(floor.providerS)}; total CPU ${fmtS(ours.cpuS)} vs ${fmtS(floor.cpuS)})`,
    limit: "<= 1.20x",
    pass: applyRatio.higher <= 1.2,
  });
  rows.push({
    target: "9. apply 1000 creates / gofloor as shipped",
    measured:
      `${ratio(ours.wallMs, shipped.wallMs)} (${fmtMs(ours.wallMs)} vs ${fmtMs(shipped.wallMs)}; gofloor ` +
      `${lacking} takes ${ratio(shipped.wallMs, floor.wallMs)} the floor's time)`,
    limit: "-",
    pass: null,
  });
  return rows;
}
