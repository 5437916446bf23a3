data "phpanalytics_websites" "favourites" {
  favorite = true
  sort_by  = "domain"
  sort     = "asc"
}

output "favourite_domains" {
  value = data.phpanalytics_websites.favourites.websites[*].domain
}
