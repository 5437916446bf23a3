resource "phpanalytics_website" "blog" {
  domain         = "blog.example.com"
  exclude_bots   = true
  exclude_ips    = ["203.0.113.7", "10.0.0.0/8"]
  exclude_params = ["utm_source", "fbclid"]
  favorite       = true
}

resource "phpanalytics_website" "shop" {
  domain        = "shop.example.com"
  privacy       = "password"
  password      = var.shop_stats_password
  email_reports = true
}

variable "shop_stats_password" {
  type      = string
  sensitive = true
}
