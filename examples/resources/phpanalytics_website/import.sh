# Import by numeric id...
terraform import phpanalytics_website.blog 42

# ...or by domain (matched after the service's canonicalisation: case, scheme, leading www.).
terraform import phpanalytics_website.shop shop.example.com
