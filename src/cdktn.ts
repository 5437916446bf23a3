// The package's `./cdktn` entry point: the same bindings as the main export, generated for
// CDK Terrain (cdktn, the maintained fork of the archived cdktf) by @cdktn/provider-generator:
//
//   import { provider, website } from "cdktf-provider-phpanalytics/cdktn";
//
// cdktn is an optional peer dependency: only this entry loads it, so stacks on the cdktf
// line never need it. ./bindings-cdktn is generated (npm run generate) and checked for
// staleness by test/bindings/stale.test.ts, which also checks that both entries export the
// same namespaces.
import "./cdktn-peer";
export * from "./bindings-cdktn";
