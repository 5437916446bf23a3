resource "phpanalytics_website" "blog" {
  domain         = "blog.example.com"
  exclude_bots   = true
  exclude_ips    = ["203.0.113.7", "10.0.0.0/8"]
  exclude_params = ["utm_source", "fbclid"]
  favorite       = true
}

# Deleting a website deletes its statistics: refuse any plan that would delete or replace it.
resource "phpanalytics_website" "shop" {
  domain              = "shop.example.com"
  privacy             = "password"
  password            = var.shop_stats_password
  email_reports       = true
  deletion_protection = true
}

variable "shop_stats_password" {
  type      = string
  sensitive = true
}

# Terraform 1.11 or later: a write-only password, never stored in state or in a saved plan.
# Bump password_wo_version to send a new password.
resource "phpanalytics_website" "members" {
  domain              = "members.example.com"
  privacy             = "password"
  password_wo         = var.members_stats_password
  password_wo_version = 1
}

# ephemeral, not sensitive: a write-only value is never shown or stored anyway
variable "members_stats_password" {
  type      = string
  ephemeral = true
}
