# The websites of the example stack, in plain HCL. Run against the emulator:
#   npx phpanalytics emulator --port 8080 --api-key demo-key &   # see docs/guides/emulator.md
#   export PHPANALYTICS_BASE_URL=http://127.0.0.1:8080 PHPANALYTICS_API_KEY=demo-key TF_VAR_shop_password=...
#   terraform init && terraform apply
terraform {
  required_providers {
    phpanalytics = {
      source = "phpanalytics/phpanalytics"
    }
  }
}

provider "phpanalytics" {}

variable "shop_password" {
  type        = string
  sensitive   = true
  description = "Password visitors need to see the shop's statistics."
}

resource "phpanalytics_website" "marketing" {
  domain   = "www.example.com" # stored as example.com; kept as written
  favorite = true
}

resource "phpanalytics_website" "blog" {
  domain         = "blog.example.com"
  exclude_ips    = ["203.0.113.7", "10.0.0.0/8"]
  exclude_params = ["utm_source", "utm_medium", "fbclid"]
}

resource "phpanalytics_website" "shop" {
  domain        = "shop.example.com"
  privacy       = "password"
  password      = var.shop_password
  email_reports = true
  favorite      = true
}

resource "phpanalytics_website" "intranet" {
  domain       = "intranet.example.com"
  privacy      = "private"
  exclude_bots = false
}

# Read after the websites are in place, so website_count counts them (and a refresh-only
# plan right after an apply shows no change).
data "phpanalytics_account" "current" {
  depends_on = [phpanalytics_website.marketing, phpanalytics_website.blog, phpanalytics_website.shop, phpanalytics_website.intranet]
}

data "phpanalytics_websites" "favorites" {
  favorite = true
  sort_by  = "domain"
  sort     = "asc"

  depends_on = [phpanalytics_website.marketing, phpanalytics_website.shop]
}

output "plan_name" {
  value = data.phpanalytics_account.current.plan_name
}

output "website_limit" {
  value = data.phpanalytics_account.current.website_limit
}

output "websites_used" {
  value = data.phpanalytics_account.current.website_count
}

output "favorite_domains" {
  value = [for w in data.phpanalytics_websites.favorites.websites : w.domain]
}
