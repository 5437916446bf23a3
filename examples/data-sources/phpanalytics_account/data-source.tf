data "phpanalytics_account" "current" {}

output "websites_left" {
  value = (data.phpanalytics_account.current.website_limit < 0 ? null :
  data.phpanalytics_account.current.website_limit - data.phpanalytics_account.current.website_count)
}
