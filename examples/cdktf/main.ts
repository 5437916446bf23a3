// The example stack: the websites of one phpAnalytics account as typed TypeScript.
//
//   export PHPANALYTICS_BASE_URL=http://127.0.0.1:8080 PHPANALYTICS_API_KEY=...   # read by the provider
//   export TF_VAR_shop_password=...                                               # the shop's password
//   npx cdktf deploy --skip-provider-lock   # or: node examples/cdktf/synth.mjs && terraform -chdir=cdktf.out/stacks/websites apply
//
// The provider block is left empty on purpose: the provider reads its base URL and API key
// from the environment when Terraform runs it, so no secret lands in cdk.tf.json.
//
// An existing website is brought under management with `importFrom` when
// PHPANALYTICS_ADOPT_DOMAIN names it at synth time (PHPANALYTICS_ADOPT_ID: its numeric id;
// without it the provider imports by domain).
import { App, LocalBackend, TerraformOutput, TerraformStack, TerraformVariable } from "cdktf";
import type { Construct } from "constructs";
import { dataPhpanalyticsAccount, dataPhpanalyticsWebsites, provider, website } from "cdktf-provider-phpanalytics";

export const STACK_NAME = "websites";

export interface AdoptedWebsite {
  domain: string;
  /** Numeric id or the domain itself; the provider imports by either. */
  importId: string;
}

export interface WebsitesStackOptions {
  adopt?: AdoptedWebsite;
}

export class WebsitesStack extends TerraformStack {
  constructor(scope: Construct, id: string, options: WebsitesStackOptions = {}) {
    super(scope, id);
    // Relative to the stack's directory, where terraform runs: state stays with the stack
    // instead of landing in whatever directory synth was started from.
    new LocalBackend(this, { path: `terraform.${id}.tfstate` });
    new provider.PhpanalyticsProvider(this, "phpanalytics", {});

    const shopPassword = new TerraformVariable(this, "shop_password", {
      type: "string",
      sensitive: true,
      description: "Password visitors need to see the shop's statistics.",
    });

    const marketing = new website.Website(this, "marketing", {
      domain: "www.example.com", // stored as example.com; kept as written
      favorite: true,
    });
    const blog = new website.Website(this, "blog", {
      domain: "blog.example.com",
      privacy: "public",
      excludeBots: true,
      excludeIps: ["203.0.113.7", "10.0.0.0/8"],
      excludeParams: ["utm_source", "utm_medium", "fbclid"],
    });
    const shop = new website.Website(this, "shop", {
      domain: "shop.example.com",
      privacy: "password",
      password: shopPassword.stringValue,
      emailReports: true,
      favorite: true,
    });
    const intranet = new website.Website(this, "intranet", {
      domain: "intranet.example.com",
      privacy: "private",
      excludeBots: false,
    });

    const managed: website.Website[] = [marketing, blog, shop, intranet];
    if (options.adopt) {
      const legacy = new website.Website(this, "legacy", {
        domain: options.adopt.domain,
        excludeBots: true,
        // It holds years of statistics, which a delete or a new domain would lose: any plan
        // that would delete or replace it fails (an import sets this too).
        deletionProtection: true,
      });
      legacy.importFrom(options.adopt.importId);
      managed.push(legacy);
    }

    const account = new dataPhpanalyticsAccount.DataPhpanalyticsAccount(this, "account", {
      // Read after the websites are in place, so website_count counts them.
      dependsOn: managed,
    });
    const favourites = new dataPhpanalyticsWebsites.DataPhpanalyticsWebsites(this, "favourites", {
      favorite: true,
      sortBy: "domain",
      sort: "asc",
      dependsOn: [marketing, shop],
    });

    new TerraformOutput(this, "plan_name", { value: account.planName });
    new TerraformOutput(this, "website_limit", { value: account.websiteLimit });
    new TerraformOutput(this, "websites_used", { value: account.websiteCount });
    new TerraformOutput(this, "favourite_domains", {
      // A plain for expression keeps the data source's order (an iterator would go through toset).
      value: `\${[for w in ${favourites.fqn}.websites : w.domain]}`,
    });
  }
}

/** Reads the adoption settings from the environment at synth time. */
export function adoptionFromEnv(env: NodeJS.ProcessEnv): AdoptedWebsite | undefined {
  const domain = env.PHPANALYTICS_ADOPT_DOMAIN?.trim();
  if (!domain) return undefined;
  const id = env.PHPANALYTICS_ADOPT_ID?.trim();
  return { domain, importId: id ? id : domain };
}

export function main(env: NodeJS.ProcessEnv = process.env): void {
  const app = new App();
  const adopt = adoptionFromEnv(env);
  new WebsitesStack(app, STACK_NAME, adopt ? { adopt } : {});
  app.synth();
}
