// The package's main export: the CDKTF bindings of the phpanalytics provider, one namespace
// per resource or data source, named like the prebuilt @cdktf/provider-* packages do:
//
//   import { provider, website } from "cdktf-provider-phpanalytics";
//   new provider.PhpanalyticsProvider(this, "phpanalytics", {});
//   new website.Website(this, "blog", { domain: "blog.example.com" });
//
// The bindings in ./bindings are generated (npm run generate); test/bindings checks that
// every namespace of ./bindings/index.ts is exported here. The API client, the emulator
// and the provider runtime are deliberately not exported: a stack needs none of them.
export * as provider from "./bindings/provider";
export * as website from "./bindings/website";
export * as dataPhpanalyticsAccount from "./bindings/data-phpanalytics-account";
export * as dataPhpanalyticsWebsite from "./bindings/data-phpanalytics-website";
export * as dataPhpanalyticsWebsites from "./bindings/data-phpanalytics-websites";
