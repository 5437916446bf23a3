// The package's main export: the CDKTF bindings of the phpanalytics provider, one namespace
// per resource or data source, named like the prebuilt @cdktf/provider-* packages do:
//
//   import { provider, website } from "cdktf-provider-phpanalytics";
//   new provider.PhpanalyticsProvider(this, "phpanalytics", {});
//   new website.Website(this, "blog", { domain: "blog.example.com" });
//
// The bindings in ./bindings are generated (npm run generate); test/bindings checks that
// every namespace of ./bindings/index.ts is exported here. A stack needs nothing else: the
// API client and the emulator have entries of their own ("cdktf-provider-phpanalytics/api",
// "cdktf-provider-phpanalytics/emulator" in package.json's exports), so loading the
// bindings never loads them.
export * as provider from "./bindings/provider";
export * as website from "./bindings/website";
export * as dataPhpanalyticsAccount from "./bindings/data-phpanalytics-account";
export * as dataPhpanalyticsWebsite from "./bindings/data-phpanalytics-website";
export * as dataPhpanalyticsWebsites from "./bindings/data-phpanalytics-websites";
