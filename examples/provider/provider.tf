terraform {
  required_providers {
    phpanalytics = {
      source = "phpanalytics/phpanalytics"
    }
  }
}

# base_url and api_key fall back to PHPANALYTICS_BASE_URL and PHPANALYTICS_API_KEY.
provider "phpanalytics" {
  base_url = "https://analytics.example.com"
  api_key  = var.phpanalytics_api_key
}

variable "phpanalytics_api_key" {
  type      = string
  sensitive = true
}
