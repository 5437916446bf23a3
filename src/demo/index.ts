// `phpanalytics demo`: the embedded end-to-end demo, or a run against a server named by flags.
export { runEmbeddedDemo, DRIFT_TARGET, type EmbeddedDemoOptions } from "./embedded";
export { runRemoteDemo, type RemoteDemoOptions } from "./remote";
export { packageRoot } from "./workspace";
