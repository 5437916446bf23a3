// https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website
// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktn from 'cdktn';

// Configuration

export interface DataPhpanalyticsWebsiteConfig extends cdktn.TerraformMetaArguments {
  /**
  * Domain of the website; matched after the service's canonicalisation (case, scheme, leading `www.`). Set this or `id`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website#domain DataPhpanalyticsWebsite#domain}
  */
  readonly domain?: string;
  /**
  * Numeric identifier of the website, as a string. Set this or `domain`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website#id DataPhpanalyticsWebsite#id}
  *
  * Please be aware that the id field is automatically added to all resources in Terraform providers using a Terraform provider SDK version below 2.
  * If you experience problems setting this value it might not be settable. Please take a look at the provider documentation to ensure it should be settable.
  */
  readonly id?: string;
}

/**
* Represents a {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website phpanalytics_website}
*/
export class DataPhpanalyticsWebsite extends cdktn.TerraformDataSource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "phpanalytics_website";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTN code for importing a DataPhpanalyticsWebsite resource upon running "cdktn plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the DataPhpanalyticsWebsite to import
  * @param importFromId The id of the existing DataPhpanalyticsWebsite that should be imported. Refer to the {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website#import import section} in the documentation of this resource for the id to use
  * @param provider? Optional instance of the provider where the DataPhpanalyticsWebsite to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktn.TerraformProvider) {
        return new cdktn.ImportableResource(scope, importToId, { terraformResourceType: "phpanalytics_website", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website phpanalytics_website} Data Source
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options DataPhpanalyticsWebsiteConfig = {}
  */
  public constructor(scope: Construct, id: string, config: DataPhpanalyticsWebsiteConfig = {}) {
    super(scope, id, {
      terraformResourceType: 'phpanalytics_website',
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
    this._domain = config.domain;
    this._id = config.id;
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // created_at - computed: true, optional: false, required: false
  public get createdAt() {
    return this.getStringAttribute('created_at');
  }

  // domain - computed: true, optional: true, required: false
  private _domain?: string; 
  public get domain() {
    return this.getStringAttribute('domain');
  }
  public set domain(value: string) {
    this._domain = value;
  }
  public resetDomain() {
    this._domain = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get domainInput() {
    return this._domain;
  }

  // email_reports - computed: true, optional: false, required: false
  public get emailReports() {
    return this.getBooleanAttribute('email_reports');
  }

  // exclude_bots - computed: true, optional: false, required: false
  public get excludeBots() {
    return this.getBooleanAttribute('exclude_bots');
  }

  // exclude_ips - computed: true, optional: false, required: false
  public get excludeIps() {
    return this.getListAttribute('exclude_ips');
  }

  // favorite - computed: true, optional: false, required: false
  public get favorite() {
    return this.getBooleanAttribute('favorite');
  }

  // has_password - computed: true, optional: false, required: false
  public get hasPassword() {
    return this.getBooleanAttribute('has_password');
  }

  // id - computed: true, optional: true, required: false
  private _id?: string; 
  public get id() {
    return this.getStringAttribute('id');
  }
  public set id(value: string) {
    this._id = value;
  }
  public resetId() {
    this._id = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get idInput() {
    return this._id;
  }

  // privacy - computed: true, optional: false, required: false
  public get privacy() {
    return this.getStringAttribute('privacy');
  }

  // updated_at - computed: true, optional: false, required: false
  public get updatedAt() {
    return this.getStringAttribute('updated_at');
  }

  // =========
  // SYNTHESIS
  // =========

  protected synthesizeAttributes(): { [name: string]: any } {
    return {
      domain: cdktn.stringToTerraform(this._domain),
      id: cdktn.stringToTerraform(this._id),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      domain: {
        value: cdktn.stringToHclTerraform(this._domain),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      id: {
        value: cdktn.stringToHclTerraform(this._id),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
