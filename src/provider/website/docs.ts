// The website resource's docs that its schema cannot say: what the API never returns, and
// how to import (around the commands of examples/resources/phpanalytics_website/import.sh).
import type { ResourceDocs } from "../../tfplugin/framework";

export const websiteDocs: ResourceDocs = {
  afterAttributes: `## Deleting a website deletes its statistics

phpAnalytics deletes every statistic of a website together with the website, and a
website's domain cannot be changed: a new \`domain\` replaces the website (delete, then
create). So \`terraform destroy\`, a resource block removed from the configuration, a
shrinking \`count\` or a changed \`for_each\` key, \`-replace\` and a tainted website all
lose history that nothing brings back.

Every plan that deletes or replaces a website says so in a warning, "Deleting a website
deletes its statistics", with the days of pageviews and the first of them for the first
few websites of the plan. Set \`deletion_protection = true\` on websites whose history
matters: a plan that would delete or replace one then fails at plan, also once its
resource block is gone (the setting is kept in state). To delete such a website, set
\`deletion_protection = false\` and apply that first. To stop managing a website without
deleting it, use a \`removed\` block:

\`\`\`terraform
removed {
  from = phpanalytics_website.shop
  lifecycle {
    destroy = false
  }
}
\`\`\`

Terraform's own \`lifecycle { prevent_destroy = true }\` also refuses a destroy, but it goes
away with the resource block, so it does not protect a website whose block was deleted.

## What the API cannot return

The API accepts these arguments but never returns them, so Terraform keeps the values it
last applied:

- \`exclude_params\` is write-only on the API: a change made outside Terraform (for example
  in the web interface) cannot be detected, and an import cannot read it (the imported
  state holds an empty list).
- \`password\` is write-only as well: the API only says whether a password is set. A
  password changed outside Terraform cannot be detected; one removed outside Terraform is
  (the website then reports no password and the next plan sets it again). An import
  cannot read it.

After an import, the first plan therefore shows \`exclude_params\` and \`password\` as
changing when the configuration sets them; applying it sends the configured values, and
later plans are clean.
`,
  importSection: (commands) => `## Import

A website can be imported by its numeric \`id\` or by its \`domain\`, as the service
stores it (lowercase, no scheme, no leading \`www.\`).

In Terraform 1.5 and later, use an \`import\` block:

\`\`\`terraform
import {
  to = phpanalytics_website.blog
  id = "42"
}

import {
  to = phpanalytics_website.shop
  id = "shop.example.com"
}
\`\`\`

With \`terraform import\`:

\`\`\`shell
${commands.trimEnd()}
\`\`\`

In CDKTF, call \`importFrom\` on the resource, or let \`cdktf plan\` generate its
configuration:

\`\`\`typescript
new website.Website(this, "blog", { domain: "blog.example.com" }).importFrom("42");
website.Website.generateConfigForImport(this, "shop", "shop.example.com");
\`\`\`

An import sets \`deletion_protection = true\`, since a website that already exists holds
history: \`-generate-config-out\` writes it, and a configuration that says \`false\` (or leaves
it out) plans an update that sends nothing to the service.

\`exclude_params\` and \`password\` cannot be imported; see
[What the API cannot return](#what-the-api-cannot-return).
`,
};
