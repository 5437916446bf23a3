// https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs
// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktf from 'cdktf';

// Configuration

export interface PhpanalyticsProviderConfig {
  /**
  * Allow a plain `http://` base URL to a host other than loopback. Off because the API key would cross the network in clear text. Defaults to `false`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs#allow_insecure_http PhpanalyticsProvider#allow_insecure_http}
  */
  readonly allowInsecureHttp?: boolean | cdktf.IResolvable;
  /**
  * The ids of the accounts this configuration may manage (the `id` of the phpanalytics_account data source). Set, a key of any other account is refused when the provider is configured, before a website is read: a guard against a mixed-up API key. Unset, any account's key is used; the websites in state are still checked against the account recorded for each.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs#allowed_account_ids PhpanalyticsProvider#allowed_account_ids}
  */
  readonly allowedAccountIds?: string[];
  /**
  * API key of the account (Account > API in the web interface). Falls back to the `PHPANALYTICS_API_KEY` environment variable.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs#api_key PhpanalyticsProvider#api_key}
  */
  readonly apiKey?: string;
  /**
  * Base URL of the phpAnalytics server, e.g. `https://analytics.example.com` (the `/api/v1` paths are added; a URL already ending in `/api/v1` is accepted). Falls back to the `PHPANALYTICS_BASE_URL` environment variable.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs#base_url PhpanalyticsProvider#base_url}
  */
  readonly baseUrl?: string;
  /**
  * How many times a request that failed transiently is retried, with backoff: 429, 502-504, a connection reset, refused or timed out, an unreachable host or network, a name server that did not answer, and a 500 at most twice; within 2 minutes an operation. A read (at plan, in a refresh) that cannot connect to the server stops retrying once it has been out of reach for 8 seconds, so a stopped server is reported quickly; a change at apply keeps the whole budget, to wait out a restart. A whole number from 0 to 20. Defaults to 5.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs#max_retries PhpanalyticsProvider#max_retries}
  */
  readonly maxRetries?: number;
  /**
  * Most requests a minute the provider sends, so concurrent operations never hit the server's rate limit. Unset, the provider follows the budget the server announces in its `X-RateLimit-*` headers (60 a minute on a stock server); 0 turns pacing off. A whole number from 0 to 100000.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs#requests_per_minute PhpanalyticsProvider#requests_per_minute}
  */
  readonly requestsPerMinute?: number;
  /**
  * Timeout of one HTTP request, in seconds. A whole number from 1 to 600. Defaults to 30.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs#timeout_seconds PhpanalyticsProvider#timeout_seconds}
  */
  readonly timeoutSeconds?: number;
  /**
  * Alias name
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs#alias PhpanalyticsProvider#alias}
  */
  readonly alias?: string;
}

/**
* Represents a {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs phpanalytics}
*/
export class PhpanalyticsProvider extends cdktf.TerraformProvider {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "phpanalytics";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTF code for importing a PhpanalyticsProvider resource upon running "cdktf plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the PhpanalyticsProvider to import
  * @param importFromId The id of the existing PhpanalyticsProvider that should be imported. Refer to the {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs#import import section} in the documentation of this resource for the id to use
  * @param provider? Optional instance of the provider where the PhpanalyticsProvider to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktf.TerraformProvider) {
        return new cdktf.ImportableResource(scope, importToId, { terraformResourceType: "phpanalytics", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs phpanalytics} Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options PhpanalyticsProviderConfig = {}
  */
  public constructor(scope: Construct, id: string, config: PhpanalyticsProviderConfig = {}) {
    super(scope, id, {
      terraformResourceType: 'phpanalytics',
      terraformGeneratorMetadata: {
        providerName: 'phpanalytics',
        providerVersion: '0.1.0',
        providerVersionConstraint: '0.1.0'
      },
      terraformProviderSource: 'phpanalytics/phpanalytics'
    });
    this._allowInsecureHttp = config.allowInsecureHttp;
    this._allowedAccountIds = config.allowedAccountIds;
    this._apiKey = config.apiKey;
    this._baseUrl = config.baseUrl;
    this._maxRetries = config.maxRetries;
    this._requestsPerMinute = config.requestsPerMinute;
    this._timeoutSeconds = config.timeoutSeconds;
    this._alias = config.alias;
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // allow_insecure_http - computed: false, optional: true, required: false
  private _allowInsecureHttp?: boolean | cdktf.IResolvable; 
  public get allowInsecureHttp() {
    return this._allowInsecureHttp;
  }
  public set allowInsecureHttp(value: boolean | cdktf.IResolvable | undefined) {
    this._allowInsecureHttp = value;
  }
  public resetAllowInsecureHttp() {
    this._allowInsecureHttp = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get allowInsecureHttpInput() {
    return this._allowInsecureHttp;
  }

  // allowed_account_ids - computed: false, optional: true, required: false
  private _allowedAccountIds?: string[]; 
  public get allowedAccountIds() {
    return this._allowedAccountIds;
  }
  public set allowedAccountIds(value: string[] | undefined) {
    this._allowedAccountIds = value;
  }
  public resetAllowedAccountIds() {
    this._allowedAccountIds = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get allowedAccountIdsInput() {
    return this._allowedAccountIds;
  }

  // api_key - computed: false, optional: true, required: false
  private _apiKey?: string; 
  public get apiKey() {
    return this._apiKey;
  }
  public set apiKey(value: string | undefined) {
    this._apiKey = value;
  }
  public resetApiKey() {
    this._apiKey = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get apiKeyInput() {
    return this._apiKey;
  }

  // base_url - computed: false, optional: true, required: false
  private _baseUrl?: string; 
  public get baseUrl() {
    return this._baseUrl;
  }
  public set baseUrl(value: string | undefined) {
    this._baseUrl = value;
  }
  public resetBaseUrl() {
    this._baseUrl = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get baseUrlInput() {
    return this._baseUrl;
  }

  // max_retries - computed: false, optional: true, required: false
  private _maxRetries?: number; 
  public get maxRetries() {
    return this._maxRetries;
  }
  public set maxRetries(value: number | undefined) {
    this._maxRetries = value;
  }
  public resetMaxRetries() {
    this._maxRetries = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get maxRetriesInput() {
    return this._maxRetries;
  }

  // requests_per_minute - computed: false, optional: true, required: false
  private _requestsPerMinute?: number; 
  public get requestsPerMinute() {
    return this._requestsPerMinute;
  }
  public set requestsPerMinute(value: number | undefined) {
    this._requestsPerMinute = value;
  }
  public resetRequestsPerMinute() {
    this._requestsPerMinute = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get requestsPerMinuteInput() {
    return this._requestsPerMinute;
  }

  // timeout_seconds - computed: false, optional: true, required: false
  private _timeoutSeconds?: number; 
  public get timeoutSeconds() {
    return this._timeoutSeconds;
  }
  public set timeoutSeconds(value: number | undefined) {
    this._timeoutSeconds = value;
  }
  public resetTimeoutSeconds() {
    this._timeoutSeconds = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get timeoutSecondsInput() {
    return this._timeoutSeconds;
  }

  // alias - computed: false, optional: true, required: false
  private _alias?: string; 
  public get alias() {
    return this._alias;
  }
  public set alias(value: string | undefined) {
    this._alias = value;
  }
  public resetAlias() {
    this._alias = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get aliasInput() {
    return this._alias;
  }

  // =========
  // SYNTHESIS
  // =========

  protected synthesizeAttributes(): { [name: string]: any } {
    return {
      allow_insecure_http: cdktf.booleanToTerraform(this._allowInsecureHttp),
      allowed_account_ids: cdktf.listMapper(cdktf.stringToTerraform, false)(this._allowedAccountIds),
      api_key: cdktf.stringToTerraform(this._apiKey),
      base_url: cdktf.stringToTerraform(this._baseUrl),
      max_retries: cdktf.numberToTerraform(this._maxRetries),
      requests_per_minute: cdktf.numberToTerraform(this._requestsPerMinute),
      timeout_seconds: cdktf.numberToTerraform(this._timeoutSeconds),
      alias: cdktf.stringToTerraform(this._alias),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      allow_insecure_http: {
        value: cdktf.booleanToHclTerraform(this._allowInsecureHttp),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      allowed_account_ids: {
        value: cdktf.listMapperHcl(cdktf.stringToHclTerraform, false)(this._allowedAccountIds),
        isBlock: false,
        type: "list",
        storageClassType: "stringList",
      },
      api_key: {
        value: cdktf.stringToHclTerraform(this._apiKey),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      base_url: {
        value: cdktf.stringToHclTerraform(this._baseUrl),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      max_retries: {
        value: cdktf.numberToHclTerraform(this._maxRetries),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      requests_per_minute: {
        value: cdktf.numberToHclTerraform(this._requestsPerMinute),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      timeout_seconds: {
        value: cdktf.numberToHclTerraform(this._timeoutSeconds),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      alias: {
        value: cdktf.stringToHclTerraform(this._alias),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
