resource "phpanalytics_website" "shop" {
  domain              = "shop.example.com"
  deletion_protection = true
}

# Pageviews a day over the last 30 days (the default range), most recent day first.
data "phpanalytics_website_statistics" "shop_pageviews" {
  website_id = phpanalytics_website.shop.id
  name       = "pageviews"
  sort_by    = "value"
  sort       = "desc"
}

# The ten most visited pages of March 2024.
data "phpanalytics_website_statistics" "shop_top_pages" {
  website_id = phpanalytics_website.shop.id
  name       = "page"
  from       = "2024-03-01"
  to         = "2024-03-31"
  max_items  = 10
}

output "shop_pageviews_last_30_days" {
  value = data.phpanalytics_website_statistics.shop_pageviews.sum
}

# Warns (after every plan and apply, and in refresh-only runs) when the shop had no
# pageviews in the last two days: its tracking script may have stopped reporting.
check "shop_reports_pageviews" {
  data "phpanalytics_website_statistics" "recent" {
    website_id = phpanalytics_website.shop.id
    name       = "pageviews"
    from       = formatdate("YYYY-MM-DD", timeadd(plantimestamp(), "-48h"))
  }

  assert {
    condition     = data.phpanalytics_website_statistics.recent.sum > 0
    error_message = "shop.example.com had no pageviews in the last two days: check that its tracking script still runs."
  }
}
