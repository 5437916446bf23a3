// The website resource's docs that its schema cannot say: what the API never returns, and
// how to import (around the commands of examples/resources/phpanalytics_website/import.sh).
import type { ResourceDocs } from "../tfplugin/types";

export const websiteDocs: ResourceDocs = {
  afterAttributes: `## What the API cannot return

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

\`exclude_params\` and \`password\` cannot be imported; see
[What the API cannot return](#what-the-api-cannot-return).
`,
};
