// `phpanalytics demo`: the embedded end-to-end demo, or a run against a server named by flags.
export { runEmbeddedDemo, type EmbeddedDemoOptions } from "./embedded";
export { runRemoteDemo, type RemoteDemoOptions } from "./remote";
