// https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website
// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktf from 'cdktf';

// Configuration

export interface WebsiteConfig extends cdktf.TerraformMetaArguments {
  /**
  * When `true`, a plan that would delete or replace the website fails at plan, also once the resource block is gone (the setting is kept in state; nothing is sent to the service). Deleting a website deletes all its statistics, and a domain change replaces it. To delete it, set this to `false` and apply first. An import sets it to `true`. Defaults to `false`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website#deletion_protection Website#deletion_protection}
  */
  readonly deletionProtection?: boolean | cdktf.IResolvable;
  /**
  * Domain of the website, e.g. `example.com`. The service stores it lowercased, without a scheme and without a leading `www.`; a configured value that canonicalises to the stored one is kept as written. Changing it replaces the website.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website#domain Website#domain}
  */
  readonly domain: string;
  /**
  * Whether periodic email reports are sent (API field `email`). Defaults to `false`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website#email_reports Website#email_reports}
  */
  readonly emailReports?: boolean | cdktf.IResolvable;
  /**
  * Whether visits from bots are left out of the statistics. Defaults to `true`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website#exclude_bots Website#exclude_bots}
  */
  readonly excludeBots?: boolean | cdktf.IResolvable;
  /**
  * IP addresses or CIDR ranges whose visits are not counted, e.g. `203.0.113.7` or `10.0.0.0/8`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website#exclude_ips Website#exclude_ips}
  */
  readonly excludeIps?: string[];
  /**
  * URL query parameters left out of the statistics, one per entry; `&` strips every parameter. The API accepts but never returns this list, so drift in it cannot be detected and an import cannot read it.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website#exclude_params Website#exclude_params}
  */
  readonly excludeParams?: string[];
  /**
  * Whether the website is marked as a favourite. Defaults to `false`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website#favorite Website#favorite}
  */
  readonly favorite?: boolean | cdktf.IResolvable;
  /**
  * Password that protects the statistics when `privacy` is `password`; required then (or `password_wo`), and not allowed otherwise. Kept in state, masked. The API never returns it, so a change made outside Terraform cannot be detected (a password removed outside Terraform is). Conflicts with `password_wo`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website#password Website#password}
  */
  readonly password?: string;
  /**
  * Write-only form of `password` (needs Terraform 1.11 or later): sent to the service on create and whenever `password_wo_version` changes, never stored in state or in a saved plan, and it may come from an ephemeral variable. Conflicts with `password`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website#password_wo Website#password_wo}
  */
  readonly passwordWo?: string;
  /**
  * Any number; change it to send `password_wo` again (Terraform cannot see a change of a write-only value). A password removed outside Terraform shows as this version being removed, so the next apply sends the password again.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website#password_wo_version Website#password_wo_version}
  */
  readonly passwordWoVersion?: number;
  /**
  * Who can see the statistics: `public`, `private` or `password` (visitors need `password`). Defaults to `public`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website#privacy Website#privacy}
  */
  readonly privacy?: string;
}

/**
* Represents a {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website phpanalytics_website}
*/
export class Website extends cdktf.TerraformResource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "phpanalytics_website";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTF code for importing a Website resource upon running "cdktf plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the Website to import
  * @param importFromId The id of the existing Website that should be imported. Refer to the {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website#import import section} in the documentation of this resource for the id to use
  * @param provider? Optional instance of the provider where the Website to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktf.TerraformProvider) {
        return new cdktf.ImportableResource(scope, importToId, { terraformResourceType: "phpanalytics_website", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/resources/website phpanalytics_website} Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options WebsiteConfig
  */
  public constructor(scope: Construct, id: string, config: WebsiteConfig) {
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
    this._deletionProtection = config.deletionProtection;
    this._domain = config.domain;
    this._emailReports = config.emailReports;
    this._excludeBots = config.excludeBots;
    this._excludeIps = config.excludeIps;
    this._excludeParams = config.excludeParams;
    this._favorite = config.favorite;
    this._password = config.password;
    this._passwordWo = config.passwordWo;
    this._passwordWoVersion = config.passwordWoVersion;
    this._privacy = config.privacy;
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // account_id - computed: true, optional: false, required: false
  public get accountId() {
    return this.getStringAttribute('account_id');
  }

  // created_at - computed: true, optional: false, required: false
  public get createdAt() {
    return this.getStringAttribute('created_at');
  }

  // deletion_protection - computed: true, optional: true, required: false
  private _deletionProtection?: boolean | cdktf.IResolvable; 
  public get deletionProtection() {
    return this.getBooleanAttribute('deletion_protection');
  }
  public set deletionProtection(value: boolean | cdktf.IResolvable) {
    this._deletionProtection = value;
  }
  public resetDeletionProtection() {
    this._deletionProtection = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get deletionProtectionInput() {
    return this._deletionProtection;
  }

  // domain - computed: false, optional: false, required: true
  private _domain?: string; 
  public get domain() {
    return this.getStringAttribute('domain');
  }
  public set domain(value: string) {
    this._domain = value;
  }
  // Temporarily expose input value. Use with caution.
  public get domainInput() {
    return this._domain;
  }

  // email_reports - computed: true, optional: true, required: false
  private _emailReports?: boolean | cdktf.IResolvable; 
  public get emailReports() {
    return this.getBooleanAttribute('email_reports');
  }
  public set emailReports(value: boolean | cdktf.IResolvable) {
    this._emailReports = value;
  }
  public resetEmailReports() {
    this._emailReports = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get emailReportsInput() {
    return this._emailReports;
  }

  // exclude_bots - computed: true, optional: true, required: false
  private _excludeBots?: boolean | cdktf.IResolvable; 
  public get excludeBots() {
    return this.getBooleanAttribute('exclude_bots');
  }
  public set excludeBots(value: boolean | cdktf.IResolvable) {
    this._excludeBots = value;
  }
  public resetExcludeBots() {
    this._excludeBots = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get excludeBotsInput() {
    return this._excludeBots;
  }

  // exclude_ips - computed: true, optional: true, required: false
  private _excludeIps?: string[]; 
  public get excludeIps() {
    return this.getListAttribute('exclude_ips');
  }
  public set excludeIps(value: string[]) {
    this._excludeIps = value;
  }
  public resetExcludeIps() {
    this._excludeIps = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get excludeIpsInput() {
    return this._excludeIps;
  }

  // exclude_params - computed: true, optional: true, required: false
  private _excludeParams?: string[]; 
  public get excludeParams() {
    return this.getListAttribute('exclude_params');
  }
  public set excludeParams(value: string[]) {
    this._excludeParams = value;
  }
  public resetExcludeParams() {
    this._excludeParams = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get excludeParamsInput() {
    return this._excludeParams;
  }

  // favorite - computed: true, optional: true, required: false
  private _favorite?: boolean | cdktf.IResolvable; 
  public get favorite() {
    return this.getBooleanAttribute('favorite');
  }
  public set favorite(value: boolean | cdktf.IResolvable) {
    this._favorite = value;
  }
  public resetFavorite() {
    this._favorite = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get favoriteInput() {
    return this._favorite;
  }

  // id - computed: true, optional: false, required: false
  public get id() {
    return this.getStringAttribute('id');
  }

  // password - computed: false, optional: true, required: false
  private _password?: string; 
  public get password() {
    return this.getStringAttribute('password');
  }
  public set password(value: string) {
    this._password = value;
  }
  public resetPassword() {
    this._password = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get passwordInput() {
    return this._password;
  }

  // password_wo - computed: false, optional: true, required: false
  private _passwordWo?: string; 
  public get passwordWo() {
    return this.getStringAttribute('password_wo');
  }
  public set passwordWo(value: string) {
    this._passwordWo = value;
  }
  public resetPasswordWo() {
    this._passwordWo = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get passwordWoInput() {
    return this._passwordWo;
  }

  // password_wo_version - computed: false, optional: true, required: false
  private _passwordWoVersion?: number; 
  public get passwordWoVersion() {
    return this.getNumberAttribute('password_wo_version');
  }
  public set passwordWoVersion(value: number) {
    this._passwordWoVersion = value;
  }
  public resetPasswordWoVersion() {
    this._passwordWoVersion = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get passwordWoVersionInput() {
    return this._passwordWoVersion;
  }

  // privacy - computed: true, optional: true, required: false
  private _privacy?: string; 
  public get privacy() {
    return this.getStringAttribute('privacy');
  }
  public set privacy(value: string) {
    this._privacy = value;
  }
  public resetPrivacy() {
    this._privacy = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get privacyInput() {
    return this._privacy;
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
      deletion_protection: cdktf.booleanToTerraform(this._deletionProtection),
      domain: cdktf.stringToTerraform(this._domain),
      email_reports: cdktf.booleanToTerraform(this._emailReports),
      exclude_bots: cdktf.booleanToTerraform(this._excludeBots),
      exclude_ips: cdktf.listMapper(cdktf.stringToTerraform, false)(this._excludeIps),
      exclude_params: cdktf.listMapper(cdktf.stringToTerraform, false)(this._excludeParams),
      favorite: cdktf.booleanToTerraform(this._favorite),
      password: cdktf.stringToTerraform(this._password),
      password_wo: cdktf.stringToTerraform(this._passwordWo),
      password_wo_version: cdktf.numberToTerraform(this._passwordWoVersion),
      privacy: cdktf.stringToTerraform(this._privacy),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      deletion_protection: {
        value: cdktf.booleanToHclTerraform(this._deletionProtection),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      domain: {
        value: cdktf.stringToHclTerraform(this._domain),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      email_reports: {
        value: cdktf.booleanToHclTerraform(this._emailReports),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      exclude_bots: {
        value: cdktf.booleanToHclTerraform(this._excludeBots),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      exclude_ips: {
        value: cdktf.listMapperHcl(cdktf.stringToHclTerraform, false)(this._excludeIps),
        isBlock: false,
        type: "list",
        storageClassType: "stringList",
      },
      exclude_params: {
        value: cdktf.listMapperHcl(cdktf.stringToHclTerraform, false)(this._excludeParams),
        isBlock: false,
        type: "list",
        storageClassType: "stringList",
      },
      favorite: {
        value: cdktf.booleanToHclTerraform(this._favorite),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      password: {
        value: cdktf.stringToHclTerraform(this._password),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      password_wo: {
        value: cdktf.stringToHclTerraform(this._passwordWo),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      password_wo_version: {
        value: cdktf.numberToHclTerraform(this._passwordWoVersion),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      privacy: {
        value: cdktf.stringToHclTerraform(this._privacy),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
