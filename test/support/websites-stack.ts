// The Terraform configuration of the reliability tests: many websites with varied
// settings, behind a provider block with fast, bounded client tuning.

/** The terraform block and a provider block with fast, bounded client tuning. */
export function providerBlock(settings: { maxRetries?: number; timeoutSeconds?: number; backend?: string } = {}): string {
  const lines = [`  requests_per_minute = 0`];
  if (settings.maxRetries !== undefined) lines.push(`  max_retries         = ${settings.maxRetries}`);
  if (settings.timeoutSeconds !== undefined) lines.push(`  timeout_seconds     = ${settings.timeoutSeconds}`);
  return `terraform {
  required_providers {
    phpanalytics = {
      source = "phpanalytics/phpanalytics"
    }
  }
${settings.backend ? `${settings.backend}\n` : ""}}

provider "phpanalytics" {
${lines.join("\n")}
}
`;
}

/** `count` websites named site-000.PREFIX.example ... with varied settings. */
export function websitesStack(prefix: string, count: number): string {
  return `
locals {
  site_count = ${count}
}

resource "phpanalytics_website" "site" {
  count          = local.site_count
  domain         = format("site-%03d.${prefix}.example", count.index)
  privacy        = count.index % 3 == 0 ? "private" : "public"
  exclude_bots   = count.index % 2 == 0
  exclude_ips    = ["203.0.113.${"${count.index % 250}"}"]
  exclude_params = ["utm_source"]
}
`;
}

export function expectedDomains(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `site-${String(i).padStart(3, "0")}.${prefix}.example`);
}
