// `phpanalytics demo`: the embedded end-to-end demo, or a read-only run against a real server.
export { runEmbeddedDemo, DRIFT_TARGET } from "./embedded";
export { runRemoteDemo, type RemoteDemoOptions } from "./remote";
export { packageRoot } from "./workspace";
