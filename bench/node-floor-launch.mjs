// Target 10's floor, one launch at a time (information rows): what a Node process pays before
// Terraform has its first answer, beside gofloor. Interleaved rounds of:
// - `node -e 0`, and `node --snapshot-blob` of a snapshot holding nothing (Node's own start,
//   and whether starting from a user-land V8 startup snapshot is cheaper at all);
// - launches to the handshake line and to the first GetProviderSchema answered (the mutual-TLS
//   handshake and one gRPC round trip, as bench/startup.mjs makes them): gofloor, nodefloor on
//   our transport and on Node's http2 (bench/nodefloor.mjs), ours from dist/, and ours
//   started from a V8 startup snapshot of the loaded provider by plain `node --snapshot-blob`
//   (the standalone executable's snapshot entry, build/sea/provider-snapshot.js, run through
//   `node --build-snapshot`; skipped when build/sea is not built).
// Each launch through a sh line as Terraform starts ours, NODE_EXTRA_CA_CERTS left out.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rotated } from "./floor.mjs";
import { ensureGofloor } from "./gofloor.mjs";
import { ensureNodefloor } from "./nodefloor.mjs";
import { PROVIDER_BUNDLE, ROOT, clientCertPem, fmtMs, log, median, nowMs } from "./lib.mjs";
import { providerEnv, timeLaunch } from "./startup.mjs";

const SNAPSHOT_ENTRY = join(ROOT, "build", "sea", "provider-snapshot.js");

function snapshotBlob(dir, name, entry) {
  const blob = join(dir, `${name}.blob`);
  const r = spawnSync(process.execPath, ["--snapshot-blob", blob, "--build-snapshot", entry], { cwd: dir, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`node --build-snapshot ${entry} failed: ${r.stderr}`);
  return blob;
}

/** A sh launcher like ours: drops NODE_EXTRA_CA_CERTS and execs `command`. */
function launcher(dir, name, command) {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\nunset NODE_EXTRA_CA_CERTS\nexec ${command} "$@"\n`);
  chmodSync(path, 0o755);
  return path;
}

/** Wall ms of one process that exits by itself. */
function timeExit(args, env) {
  return new Promise((resolve, reject) => {
    const started = nowMs();
    const child = spawn(process.execPath, args, { stdio: "ignore", env });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(nowMs() - started) : reject(new Error(`node ${args.join(" ")} exited ${code}`))));
  });
}

export async function benchNodeFloorLaunch({ quick }) {
  const rounds = quick ? 5 : 21;
  const dir = mkdtempSync(join(tmpdir(), "phpa-nodefloor-launch-"));
  try {
    const cert = clientCertPem(dir);
    const client = { cert, key: readFileSync(join(dir, "client-key.pem"), "utf8") };
    const env = providerEnv(client.cert);
    const bare = { ...process.env };
    delete bare.NODE_EXTRA_CA_CERTS;
    writeFileSync(join(dir, "empty.js"), 'require("node:v8").startupSnapshot.setDeserializeMainFunction(() => {});\n');
    const empty = snapshotBlob(dir, "empty", join(dir, "empty.js"));
    const nodefloor = await ensureNodefloor();
    const launches = {
      gofloor: join(ensureGofloor().out, "terraform-provider-gofloor"),
      nodefloor: nodefloor.paths.nodefloor,
      "nodefloor on node:http2": nodefloor.paths.nodefloorh2,
      "ours (npm)": PROVIDER_BUNDLE,
    };
    if (existsSync(SNAPSHOT_ENTRY))
      launches["ours from node --snapshot-blob"] = launcher(dir, "ours-snapshot", `node --snapshot-blob ${snapshotBlob(dir, "ours", SNAPSHOT_ENTRY)}`);
    else log(`${SNAPSHOT_ENTRY} is missing (npm run build:sea): no snapshot-started row`);
    const samples = { "node -e 0": [], "node --snapshot-blob (empty snapshot)": [] };
    const jobs = [
      ["node -e 0", () => timeExit(["-e", "0"], bare)],
      ["node --snapshot-blob (empty snapshot)", () => timeExit(["--snapshot-blob", empty], bare)],
      ...Object.entries(launches).map(([name, path]) => [name, () => timeLaunch(path, env, client)]),
    ];
    for (let i = 0; i < rounds; i++) {
      for (const [name, job] of rotated(jobs, i)) (samples[name] ??= []).push(await job());
    }
    const m = (name, key) => median(samples[name].map((s) => (key ? s[key] : s)));
    const rows = [
      {
        target: "10. Node's own start: node -e 0 / from an empty startup snapshot",
        measured: `${fmtMs(m("node -e 0"))} vs ${fmtMs(m("node --snapshot-blob (empty snapshot)"))} (median of ${rounds}, no NODE_EXTRA_CA_CERTS)`,
        limit: "-",
        pass: null,
      },
    ];
    for (const name of Object.keys(launches)) {
      rows.push({
        target: `10. launch floor: ${name}`,
        measured:
          `spawn->handshake ${fmtMs(m(name, "handshakeMs"))}, ->first GetProviderSchema ${fmtMs(m(name, "schemaMs"))}, ` +
          `CPU ${fmtMs(m(name, "cpuMs"))} (median of ${rounds}, 10 ms ticks)`,
        limit: "-",
        pass: null,
      });
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
