# Key websites by the domain as the server stores it, however the list spells them.
locals {
  domains = ["https://WWW.Shop.example.com", "blog.example.com"]
}

resource "phpanalytics_website" "site" {
  for_each = toset([for d in local.domains : provider::phpanalytics::canonical_domain(d)])
  domain   = each.key
}

output "shop_domain" {
  value = provider::phpanalytics::canonical_domain("https://WWW.Shop.example.com") # "shop.example.com"
}
