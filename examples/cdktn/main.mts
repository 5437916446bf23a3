// The example stack on the cdktn line (CDK Terrain, the maintained fork of cdktf): the same
// websites as examples/cdktf, through the `./cdktn` entry point of this package.
//
//   cd examples/cdktn
//   export PHPANALYTICS_BASE_URL=http://127.0.0.1:8080 PHPANALYTICS_API_KEY=...   # read by the provider
//   export TF_VAR_shop_password=...                                               # the shop's password
//   npx cdktn deploy --skip-provider-lock   # Node >= 22.19: cdktf.json's app runs this file with `node main.mts`
//
// Node 22.18+ runs TypeScript by stripping the types, so this file uses only erasable
// syntax (no enums, no parameter properties; `import type` for types) and needs no build
// step of its own; `npx tsc -p examples/cdktn` type-checks it.
import { App, LocalBackend, TerraformOutput, TerraformStack, TerraformVariable } from "cdktn";
import type { Construct } from "constructs";
import { dataPhpanalyticsAccount, provider, website } from "cdktf-provider-phpanalytics/cdktn";

export const STACK_NAME = "websites";

export class WebsitesStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    // Relative to the stack's directory, where terraform runs.
    new LocalBackend(this, { path: `terraform.${id}.tfstate` });
    // Empty on purpose: the provider reads PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY
    // when Terraform runs it, so no secret lands in cdk.tf.json.
    new provider.PhpanalyticsProvider(this, "phpanalytics", {});

    const shopPassword = new TerraformVariable(this, "shop_password", {
      type: "string",
      sensitive: true,
      description: "Password visitors need to see the shop's statistics.",
    });

    const blog = new website.Website(this, "blog", {
      domain: "blog.example.com",
      excludeBots: true,
      excludeIps: ["203.0.113.7", "10.0.0.0/8"],
      excludeParams: ["utm_source", "fbclid"],
      favorite: true,
    });
    const shop = new website.Website(this, "shop", {
      domain: "https://Shop.example.com", // stored as shop.example.com; kept as written
      privacy: "password",
      password: shopPassword.stringValue,
      emailReports: true,
    });
    const intranet = new website.Website(this, "intranet", {
      domain: "intranet.example.com",
      privacy: "private",
    });

    const account = new dataPhpanalyticsAccount.DataPhpanalyticsAccount(this, "account", {
      // Read after the websites are in place, so website_count counts them.
      dependsOn: [blog, shop, intranet],
    });
    new TerraformOutput(this, "plan_name", { value: account.planName });
    new TerraformOutput(this, "websites_used", { value: account.websiteCount });
    new TerraformOutput(this, "blog_id", { value: blog.id });
  }
}

const app = new App();
new WebsitesStack(app, STACK_NAME);
app.synth();
