data "phpanalytics_website" "blog" {
  domain = "blog.example.com"
}

data "phpanalytics_website" "by_id" {
  id = "42"
}

output "blog_privacy" {
  value = data.phpanalytics_website.blog.privacy
}
