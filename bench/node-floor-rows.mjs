// The rows of target 10 (issue 35, small stacks as fast as a Go provider): each figure of ours
// against gofloor with our schema ("matched"), beside the same figure of nodefloor
// (bench/nodefloor.mjs), the floor of any Node provider. A target that nodefloor itself
// misses is below what a Node process can reach here: the row then says FLOOR, not FAIL,
// and gives the nodefloor figure that shows it (the "honest limits").
import { fmtS, ratio, stats } from "./floor.mjs";
import { fmtMs } from "./lib.mjs";

/**
 * A judged row: `value(s)` of ours and of nodefloor over gofloor's, against `limit` (a
 * ratio); `floor: true` when nodefloor misses it too.
 */
function judged(target, ours, nodefloor, gofloor, value, limit, details) {
  const mine = value(ours) / value(gofloor);
  const floors = value(nodefloor) / value(gofloor);
  return {
    target,
    measured: `${mine.toFixed(2)}x; nodefloor ${floors.toFixed(2)}x (${details})`,
    limit: `<= ${limit.toFixed(2)}x`,
    pass: mine <= limit,
    floor: floors > limit,
  };
}

const launches = (s) => `${s.launches.map((x) => x.toFixed(2)).join(" + ")}`;

/** Target 10 at the plan of `n` (1,000): wall time, provider CPU and Terraform's own CPU. */
export function planTargetRows(results, n) {
  const [ours, nodefloor, floor] = ["ours", "nodefloor", "matched"].map((kind) => stats(results[`${kind}/${n}/plan`]));
  const of = `median of ${ours.count}`;
  return [
    judged(
      `10. plan ${n} websites (no changes) / gofloor`,
      ours,
      nodefloor,
      floor,
      (s) => s.wallMs,
      1.15,
      `${fmtMs(ours.wallMs)} vs ${fmtMs(floor.wallMs)}, nodefloor ${fmtMs(nodefloor.wallMs)}; ${of}`,
    ),
    judged(
      `10. provider CPU, plan of ${n} / gofloor's`,
      ours,
      nodefloor,
      floor,
      (s) => s.providerS,
      1.5,
      `${fmtS(ours.providerS)} (${launches(ours)}) vs ${fmtS(floor.providerS)} (${launches(floor)}), nodefloor ` +
        `${fmtS(nodefloor.providerS)} (${launches(nodefloor)}); ${of}`,
    ),
    judged(
      `10. Terraform's own CPU per plan of ${n}, with ours / with gofloor`,
      ours,
      nodefloor,
      floor,
      (s) => s.terraformS,
      1.05,
      `${fmtS(ours.terraformS)} vs ${fmtS(floor.terraformS)}, with nodefloor ${fmtS(nodefloor.terraformS)}; all CPU but the providers', same rounds; ${of}`,
    ),
  ];
}

/** Target 10 at 10 websites: plan and validate wall time, the validate's provider CPU, and the floor's own figures. */
export function smallTargetRows(results, n) {
  const get = (kind, op) => stats(results[`${kind}/${n}/${op}`]);
  const rows = [];
  for (const op of ["plan", "validate"]) {
    const [ours, nodefloor, h2, floor, shipped, data] = ["ours", "nodefloor", "nodefloorh2", "matched", "gofloor", "terraform_data"].map((kind) =>
      get(kind, op),
    );
    const cpu = (s) => `${fmtS(s.providerS)} over ${s.launches.length} launch${s.launches.length === 1 ? "" : "es"} (${launches(s)})`;
    rows.push(
      judged(
        `10. ${op} ${n} websites${op === "plan" ? " (no changes)" : ""} / gofloor`,
        ours,
        nodefloor,
        floor,
        (s) => s.wallMs,
        1.4,
        `${fmtMs(ours.wallMs)} vs ${fmtMs(floor.wallMs)}, nodefloor ${fmtMs(nodefloor.wallMs)}; ${ratio(ours.wallMs, shipped.wallMs)} gofloor as shipped; ` +
          `terraform_data ${fmtMs(data.wallMs)}; median of ${ours.count}; total CPU ${fmtS(ours.cpuS)} vs ` +
          `${fmtS(floor.cpuS)}, nodefloor ${fmtS(nodefloor.cpuS)}`,
      ),
    );
    const cpuRow = judged(
      `10. provider CPU, ${op} of ${n} / gofloor's`,
      ours,
      nodefloor,
      floor,
      (s) => s.providerS,
      2.0,
      `${cpu(ours)} vs ${cpu(floor)}, nodefloor ${cpu(nodefloor)}`,
    );
    // The issue sets a limit on the validate's provider CPU only.
    rows.push(op === "validate" ? cpuRow : { ...cpuRow, limit: "-", pass: null, floor: false });
    rows.push({
      target: `10. nodefloor on Node's http2 / on our transport, ${op} of ${n}`,
      measured:
        `${ratio(h2.wallMs, nodefloor.wallMs)} wall (${fmtMs(h2.wallMs)} vs ${fmtMs(nodefloor.wallMs)}), provider CPU ` +
        `${fmtS(h2.providerS)} vs ${fmtS(nodefloor.providerS)}; median of ${h2.count}`,
      limit: "-",
      pass: null,
    });
  }
  return rows;
}
