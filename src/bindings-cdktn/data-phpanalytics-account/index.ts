// https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/account
// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktn from 'cdktn';

// Configuration

export interface DataPhpanalyticsAccountConfig extends cdktn.TerraformMetaArguments {
}

/**
* Represents a {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/account phpanalytics_account}
*/
export class DataPhpanalyticsAccount extends cdktn.TerraformDataSource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "phpanalytics_account";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTN code for importing a DataPhpanalyticsAccount resource upon running "cdktn plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the DataPhpanalyticsAccount to import
  * @param importFromId The id of the existing DataPhpanalyticsAccount that should be imported. Refer to the {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/account#import import section} in the documentation of this resource for the id to use
  * @param provider? Optional instance of the provider where the DataPhpanalyticsAccount to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktn.TerraformProvider) {
        return new cdktn.ImportableResource(scope, importToId, { terraformResourceType: "phpanalytics_account", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/account phpanalytics_account} Data Source
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options DataPhpanalyticsAccountConfig = {}
  */
  public constructor(scope: Construct, id: string, config: DataPhpanalyticsAccountConfig = {}) {
    super(scope, id, {
      terraformResourceType: 'phpanalytics_account',
      terraformGeneratorMetadata: {
        providerName: 'phpanalytics',
        providerVersion: '0.1.0',
        providerVersionConstraint: '0.1.0'
      },
      provider: config.provider,
      dependsOn: config.dependsOn,
      count: config.count,
      lifecycle: config.lifecycle,
      provisioners: config.provisioners,
      connection: config.connection,
      forEach: config.forEach
    });
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // api_enabled - computed: true, optional: false, required: false
  public get apiEnabled() {
    return this.getBooleanAttribute('api_enabled');
  }

  // created_at - computed: true, optional: false, required: false
  public get createdAt() {
    return this.getStringAttribute('created_at');
  }

  // data_export_enabled - computed: true, optional: false, required: false
  public get dataExportEnabled() {
    return this.getBooleanAttribute('data_export_enabled');
  }

  // email - computed: true, optional: false, required: false
  public get email() {
    return this.getStringAttribute('email');
  }

  // email_reports_enabled - computed: true, optional: false, required: false
  public get emailReportsEnabled() {
    return this.getBooleanAttribute('email_reports_enabled');
  }

  // id - computed: true, optional: false, required: false
  public get id() {
    return this.getStringAttribute('id');
  }

  // locale - computed: true, optional: false, required: false
  public get locale() {
    return this.getStringAttribute('locale');
  }

  // name - computed: true, optional: false, required: false
  public get name() {
    return this.getStringAttribute('name');
  }

  // pageview_limit - computed: true, optional: false, required: false
  public get pageviewLimit() {
    return this.getNumberAttribute('pageview_limit');
  }

  // plan_id - computed: true, optional: false, required: false
  public get planId() {
    return this.getStringAttribute('plan_id');
  }

  // plan_name - computed: true, optional: false, required: false
  public get planName() {
    return this.getStringAttribute('plan_name');
  }

  // timezone - computed: true, optional: false, required: false
  public get timezone() {
    return this.getStringAttribute('timezone');
  }

  // website_count - computed: true, optional: false, required: false
  public get websiteCount() {
    return this.getNumberAttribute('website_count');
  }

  // website_limit - computed: true, optional: false, required: false
  public get websiteLimit() {
    return this.getNumberAttribute('website_limit');
  }

  // =========
  // SYNTHESIS
  // =========

  protected synthesizeAttributes(): { [name: string]: any } {
    return {
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
    };
    return attrs;
  }
}
