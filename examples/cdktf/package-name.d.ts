// Lets the type-checker resolve the package's own name from inside the repository, the way
// esbuild's alias does for synth (see synth.mjs). Installed users resolve the real package.
declare module "cdktf-provider-phpanalytics" {
  const bindings: typeof import("../../src/index");
  export = bindings;
}
