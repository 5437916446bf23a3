/** The provider's source address, as Terraform and the CDKTF bindings name it. */
export const PROVIDER_ADDRESS = "registry.terraform.io/phpanalytics/phpanalytics";
