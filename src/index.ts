// The package's main export: the CDKTF bindings of the phpanalytics provider, one namespace
// per resource or data source, named like the prebuilt @cdktf/provider-* packages do:
//
//   import { provider, website } from "cdktf-provider-phpanalytics";
//   new provider.PhpanalyticsProvider(this, "phpanalytics", {});
//   new website.Website(this, "blog", { domain: "blog.example.com" });
//
// The bindings in ./bindings are generated (npm run generate), their index too, so a new
// resource or data source is exported without touching this file. A stack needs nothing else: the
// API client and the emulator have entries of their own ("cdktf-provider-phpanalytics/api",
// "cdktf-provider-phpanalytics/emulator" in package.json's exports), so loading the
// bindings never loads them.
export * from "./bindings";
