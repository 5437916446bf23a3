// Start-up: every measure that makes the provider start faster than `node bundle.js` would,
// gathered here or switched from here. Terraform launches the provider 3 to 5 times per
// command (docs/internals/terraform-protocol.md, "Order of calls"), and most launches only
// read the schema or validate, so what a launch does before the handshake line and before
// its first answer is paid several times over.
//
// PHPANALYTICS_PLAIN_START=1 (./switch.ts) turns every one of them off: the provider starts
// the plain way, for ruling the measures out when chasing a strange failure. Each measure,
// what it saves, and the `npm run bench` benchmark that shows it (`node bench/run.mjs --only
// NAME`; run it once as usual and once with PHPANALYTICS_PLAIN_START=1 in the environment,
// and compare):
// - The lazy provider (./start.ts, src/tfplugin/transport/launch.ts): the handshake line
//   goes out before the provider, protobuf and the HTTP client are loaded; they load on the
//   first call that needs them. Saves their load from every launch's handshake. `startup`
//   (spawn -> handshake line). Off: the runtime loads and the provider is made before the
//   handshake.
// - The schema made at build time (./built-provider-schema.ts, scripts/build.mjs; for the
//   standalone executable, src/executable/standalone-snapshot.ts): GetProviderSchema's response
//   encoded by the build, so the launch that only asks for the schema never loads (npm) or
//   makes (standalone) the provider. `startup` (spawn -> first GetProviderSchema). Off: the
//   provider answers it.
// - The embedded runtime and its V8 code cache (./embedded-module.ts, scripts/build.mjs): the
//   runtime rides in a comment V8 skips, and is compiled from a per-user cache; zod and
//   undici's modules ride in comments of their own, each with its own cache, loaded on the
//   runtime's first require of one of their modules (./held-runtime.ts). Saves parsing the
//   runtime before the handshake, compiling it at every launch, and reading a library's
//   compiled code back in launches that never run it. `startup` and
//   `small` (a validate and a plan of a few websites). Off: compiled from the same text, no
//   cache read or written (the bundle is the one file either way).
// - V8 flags for a short process (./v8-tuning.ts, applied in ./start.ts): a later
//   optimizing compiler and no background WebAssembly tier-up. Saves CPU over large plans and
//   the wait at exit after API calls. `floor-plan` (provider CPU) and `small`. Off: V8's
//   defaults.
// - The deferred NODE_EXTRA_CA_CERTS (src/executable/launcher.ts, src/executable/deferred-ca-certs.ts):
//   the sh launchers move the variable aside so Node does not parse the file with its bundled
//   roots at start, and the provider loads it only for an https API. Saves that parse in the
//   launches that never reach the API. `startup`, with NODE_EXTRA_CA_CERTS set. Off: the
//   launchers leave the variable to Node.
// - The executable's head read as one-byte text (ONE_BYTE_MAIN in ./launcher.ts, checked ASCII
//   by scripts/build.mjs): the npm executable's sh line runs `node -e` with a program that runs
//   the file as Node's loader would, but reads it as latin1, since the loader's UTF-8 decode
//   of the executable (its held bundles make it over a megabyte) costs every launch more
//   than it compiles; and it reads only the head before the held bundles, each of which is
//   read from its byte range when it loads (./held-ranges.ts, placed by the build).
//   `startup` and `small`. Off: `node FILE` (the held bundles are still read by range).
// - The early connection (src/api/early-connection.ts, started from src/provider/index.ts):
//   the first connection to the API opens right after ConfigureProvider, while Terraform
//   works, rather than on the first request. Saves the connect (and TLS handshake) from the
//   first read's wait. `small` (plan). Off: undici connects on the first request.
// Not switched, because they are the code's shape rather than a way of starting: undici's
// HTTP/2 code loads on first use (scripts/build.mjs); the API client loads in
// ConfigureProvider (src/provider/index.ts), and of undici only its Pool
// (src/api/undici-pool.ts); zod loads on the first answer that needs it (src/api/bodies/parse.ts); the
// launch writes its handshake line straight to the descriptor and exits without stacks
// (src/tfplugin/transport/launch.ts); and the standalone executable's startup snapshot
// (src/executable/standalone-snapshot.ts, scripts/build-sea.mjs), which is that executable. Under the
// switch the standalone executable still starts from its snapshot, with the other measures
// off.

export { startRuntime, type ProviderRuntime } from "./start";
