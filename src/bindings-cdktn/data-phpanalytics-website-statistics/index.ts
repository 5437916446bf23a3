// https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website_statistics
// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktn from 'cdktn';

// Configuration

export interface DataPhpanalyticsWebsiteStatisticsConfig extends cdktn.TerraformMetaArguments {
  /**
  * First day of the range, `YYYY-MM-DD`. Defaults to 30 days before `to`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website_statistics#from DataPhpanalyticsWebsiteStatistics#from}
  */
  readonly from?: string;
  /**
  * Read at most this many rows (in requests of 100). Defaults to 100.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website_statistics#max_items DataPhpanalyticsWebsiteStatistics#max_items}
  */
  readonly maxItems?: number;
  /**
  * The statistic: `browser`, `campaign`, `city`, `continent`, `country`, `device`, `event`, `landing_page`, `language`, `os`, `page`, `pageviews`, `pageviews_hour`, `referrer`, `resolution`, `visitors`, `visitors_hour`. For `pageviews` and `visitors` each row's `value` is a day.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website_statistics#name DataPhpanalyticsWebsiteStatistics#name}
  */
  readonly name: string;
  /**
  * Only rows whose value contains this text.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website_statistics#search DataPhpanalyticsWebsiteStatistics#search}
  */
  readonly search?: string;
  /**
  * `desc` (the default) or `asc`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website_statistics#sort DataPhpanalyticsWebsiteStatistics#sort}
  */
  readonly sort?: string;
  /**
  * `count` (the default) or `value`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website_statistics#sort_by DataPhpanalyticsWebsiteStatistics#sort_by}
  */
  readonly sortBy?: string;
  /**
  * Last day of the range, `YYYY-MM-DD`. Defaults to today (UTC).
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website_statistics#to DataPhpanalyticsWebsiteStatistics#to}
  */
  readonly to?: string;
  /**
  * The website's numeric id, e.g. `phpanalytics_website.shop.id`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website_statistics#website_id DataPhpanalyticsWebsiteStatistics#website_id}
  */
  readonly websiteId: string;
}
export interface DataPhpanalyticsWebsiteStatisticsRows {
}

export function dataPhpanalyticsWebsiteStatisticsRowsToTerraform(struct?: DataPhpanalyticsWebsiteStatisticsRows): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
  }
}


export function dataPhpanalyticsWebsiteStatisticsRowsToHclTerraform(struct?: DataPhpanalyticsWebsiteStatisticsRows): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
  };
  return attrs;
}

export class DataPhpanalyticsWebsiteStatisticsRowsOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param complexObjectIndex the index of this item in the list
  * @param complexObjectIsFromSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string, complexObjectIndex: number, complexObjectIsFromSet: boolean) {
    super(terraformResource, terraformAttribute, complexObjectIsFromSet, complexObjectIndex);
  }

  public get internalValue(): DataPhpanalyticsWebsiteStatisticsRows | undefined {
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: DataPhpanalyticsWebsiteStatisticsRows | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
    }
  }

  // value - computed: true, optional: false, required: false
  public get value() {
    return this.getStringAttribute('value');
  }

  // count - computed: true, optional: false, required: false
  public get count() {
    return this.getNumberAttribute('count');
  }
}

export class DataPhpanalyticsWebsiteStatisticsRowsList extends cdktn.ComplexList {

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param wrapsSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string, wrapsSet: boolean) {
    super(terraformResource, terraformAttribute, wrapsSet);
  }

  /**
  * @param index the index of the item to return
  */
  public get(index: number): DataPhpanalyticsWebsiteStatisticsRowsOutputReference {
    return new DataPhpanalyticsWebsiteStatisticsRowsOutputReference(this.terraformResource, this.terraformAttribute, index, this.wrapsSet);
  }
}

/**
* Represents a {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website_statistics phpanalytics_website_statistics}
*/
export class DataPhpanalyticsWebsiteStatistics extends cdktn.TerraformDataSource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "phpanalytics_website_statistics";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTN code for importing a DataPhpanalyticsWebsiteStatistics resource upon running "cdktn plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the DataPhpanalyticsWebsiteStatistics to import
  * @param importFromId The id of the existing DataPhpanalyticsWebsiteStatistics that should be imported. Refer to the {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website_statistics#import import section} in the documentation of this resource for the id to use
  * @param provider? Optional instance of the provider where the DataPhpanalyticsWebsiteStatistics to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktn.TerraformProvider) {
        return new cdktn.ImportableResource(scope, importToId, { terraformResourceType: "phpanalytics_website_statistics", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/website_statistics phpanalytics_website_statistics} Data Source
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options DataPhpanalyticsWebsiteStatisticsConfig
  */
  public constructor(scope: Construct, id: string, config: DataPhpanalyticsWebsiteStatisticsConfig) {
    super(scope, id, {
      terraformResourceType: 'phpanalytics_website_statistics',
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
    this._from = config.from;
    this._maxItems = config.maxItems;
    this._name = config.name;
    this._search = config.search;
    this._sort = config.sort;
    this._sortBy = config.sortBy;
    this._to = config.to;
    this._websiteId = config.websiteId;
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // from - computed: true, optional: true, required: false
  private _from?: string; 
  public get from() {
    return this.getStringAttribute('from');
  }
  public set from(value: string) {
    this._from = value;
  }
  public resetFrom() {
    this._from = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get fromInput() {
    return this._from;
  }

  // max_items - computed: false, optional: true, required: false
  private _maxItems?: number; 
  public get maxItems() {
    return this.getNumberAttribute('max_items');
  }
  public set maxItems(value: number) {
    this._maxItems = value;
  }
  public resetMaxItems() {
    this._maxItems = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get maxItemsInput() {
    return this._maxItems;
  }

  // name - computed: false, optional: false, required: true
  private _name?: string; 
  public get name() {
    return this.getStringAttribute('name');
  }
  public set name(value: string) {
    this._name = value;
  }
  // Temporarily expose input value. Use with caution.
  public get nameInput() {
    return this._name;
  }

  // rows - computed: true, optional: false, required: false
  private _rows = new DataPhpanalyticsWebsiteStatisticsRowsList(this, "rows", false);
  public get rows() {
    return this._rows;
  }

  // search - computed: false, optional: true, required: false
  private _search?: string; 
  public get search() {
    return this.getStringAttribute('search');
  }
  public set search(value: string) {
    this._search = value;
  }
  public resetSearch() {
    this._search = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get searchInput() {
    return this._search;
  }

  // sort - computed: false, optional: true, required: false
  private _sort?: string; 
  public get sort() {
    return this.getStringAttribute('sort');
  }
  public set sort(value: string) {
    this._sort = value;
  }
  public resetSort() {
    this._sort = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get sortInput() {
    return this._sort;
  }

  // sort_by - computed: false, optional: true, required: false
  private _sortBy?: string; 
  public get sortBy() {
    return this.getStringAttribute('sort_by');
  }
  public set sortBy(value: string) {
    this._sortBy = value;
  }
  public resetSortBy() {
    this._sortBy = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get sortByInput() {
    return this._sortBy;
  }

  // sum - computed: true, optional: false, required: false
  public get sum() {
    return this.getNumberAttribute('sum');
  }

  // to - computed: true, optional: true, required: false
  private _to?: string; 
  public get to() {
    return this.getStringAttribute('to');
  }
  public set to(value: string) {
    this._to = value;
  }
  public resetTo() {
    this._to = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get toInput() {
    return this._to;
  }

  // total - computed: true, optional: false, required: false
  public get total() {
    return this.getNumberAttribute('total');
  }

  // website_id - computed: false, optional: false, required: true
  private _websiteId?: string; 
  public get websiteId() {
    return this.getStringAttribute('website_id');
  }
  public set websiteId(value: string) {
    this._websiteId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get websiteIdInput() {
    return this._websiteId;
  }

  // =========
  // SYNTHESIS
  // =========

  protected synthesizeAttributes(): { [name: string]: any } {
    return {
      from: cdktn.stringToTerraform(this._from),
      max_items: cdktn.numberToTerraform(this._maxItems),
      name: cdktn.stringToTerraform(this._name),
      search: cdktn.stringToTerraform(this._search),
      sort: cdktn.stringToTerraform(this._sort),
      sort_by: cdktn.stringToTerraform(this._sortBy),
      to: cdktn.stringToTerraform(this._to),
      website_id: cdktn.stringToTerraform(this._websiteId),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      from: {
        value: cdktn.stringToHclTerraform(this._from),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      max_items: {
        value: cdktn.numberToHclTerraform(this._maxItems),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      name: {
        value: cdktn.stringToHclTerraform(this._name),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      search: {
        value: cdktn.stringToHclTerraform(this._search),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      sort: {
        value: cdktn.stringToHclTerraform(this._sort),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      sort_by: {
        value: cdktn.stringToHclTerraform(this._sortBy),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      to: {
        value: cdktn.stringToHclTerraform(this._to),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      website_id: {
        value: cdktn.stringToHclTerraform(this._websiteId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
