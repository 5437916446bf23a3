// https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/websites
// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktn from 'cdktn';

// Configuration

export interface DataPhpanalyticsWebsitesConfig extends cdktn.TerraformMetaArguments {
  /**
  * `true` for favourites only, `false` for the others; unset for all.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/websites#favorite DataPhpanalyticsWebsites#favorite}
  */
  readonly favorite?: boolean | cdktn.IResolvable;
  /**
  * Stop after this many websites. Unset reads every page.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/websites#max_items DataPhpanalyticsWebsites#max_items}
  */
  readonly maxItems?: number;
  /**
  * Only websites whose domain contains this text (case-insensitive).
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/websites#search DataPhpanalyticsWebsites#search}
  */
  readonly search?: string;
  /**
  * `desc` (the default) or `asc`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/websites#sort DataPhpanalyticsWebsites#sort}
  */
  readonly sort?: string;
  /**
  * `id` (date created, the default) or `domain`.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/websites#sort_by DataPhpanalyticsWebsites#sort_by}
  */
  readonly sortBy?: string;
}
export interface DataPhpanalyticsWebsitesWebsites {
}

export function dataPhpanalyticsWebsitesWebsitesToTerraform(struct?: DataPhpanalyticsWebsitesWebsites): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
  }
}


export function dataPhpanalyticsWebsitesWebsitesToHclTerraform(struct?: DataPhpanalyticsWebsitesWebsites): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
  };
  return attrs;
}

export class DataPhpanalyticsWebsitesWebsitesOutputReference extends cdktn.ComplexObject {
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

  public get internalValue(): DataPhpanalyticsWebsitesWebsites | undefined {
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: DataPhpanalyticsWebsitesWebsites | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
    }
  }

  // id - computed: true, optional: false, required: false
  public get id() {
    return this.getStringAttribute('id');
  }

  // domain - computed: true, optional: false, required: false
  public get domain() {
    return this.getStringAttribute('domain');
  }

  // privacy - computed: true, optional: false, required: false
  public get privacy() {
    return this.getStringAttribute('privacy');
  }

  // has_password - computed: true, optional: false, required: false
  public get hasPassword() {
    return this.getBooleanAttribute('has_password');
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

  // created_at - computed: true, optional: false, required: false
  public get createdAt() {
    return this.getStringAttribute('created_at');
  }

  // updated_at - computed: true, optional: false, required: false
  public get updatedAt() {
    return this.getStringAttribute('updated_at');
  }
}

export class DataPhpanalyticsWebsitesWebsitesList extends cdktn.ComplexList {

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
  public get(index: number): DataPhpanalyticsWebsitesWebsitesOutputReference {
    return new DataPhpanalyticsWebsitesWebsitesOutputReference(this.terraformResource, this.terraformAttribute, index, this.wrapsSet);
  }
}

/**
* Represents a {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/websites phpanalytics_websites}
*/
export class DataPhpanalyticsWebsites extends cdktn.TerraformDataSource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "phpanalytics_websites";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTN code for importing a DataPhpanalyticsWebsites resource upon running "cdktn plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the DataPhpanalyticsWebsites to import
  * @param importFromId The id of the existing DataPhpanalyticsWebsites that should be imported. Refer to the {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/websites#import import section} in the documentation of this resource for the id to use
  * @param provider? Optional instance of the provider where the DataPhpanalyticsWebsites to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktn.TerraformProvider) {
        return new cdktn.ImportableResource(scope, importToId, { terraformResourceType: "phpanalytics_websites", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new {@link https://registry.terraform.io/providers/phpanalytics/phpanalytics/0.1.0/docs/data-sources/websites phpanalytics_websites} Data Source
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options DataPhpanalyticsWebsitesConfig = {}
  */
  public constructor(scope: Construct, id: string, config: DataPhpanalyticsWebsitesConfig = {}) {
    super(scope, id, {
      terraformResourceType: 'phpanalytics_websites',
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
    this._favorite = config.favorite;
    this._maxItems = config.maxItems;
    this._search = config.search;
    this._sort = config.sort;
    this._sortBy = config.sortBy;
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // favorite - computed: false, optional: true, required: false
  private _favorite?: boolean | cdktn.IResolvable; 
  public get favorite() {
    return this.getBooleanAttribute('favorite');
  }
  public set favorite(value: boolean | cdktn.IResolvable) {
    this._favorite = value;
  }
  public resetFavorite() {
    this._favorite = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get favoriteInput() {
    return this._favorite;
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

  // total - computed: true, optional: false, required: false
  public get total() {
    return this.getNumberAttribute('total');
  }

  // websites - computed: true, optional: false, required: false
  private _websites = new DataPhpanalyticsWebsitesWebsitesList(this, "websites", false);
  public get websites() {
    return this._websites;
  }

  // =========
  // SYNTHESIS
  // =========

  protected synthesizeAttributes(): { [name: string]: any } {
    return {
      favorite: cdktn.booleanToTerraform(this._favorite),
      max_items: cdktn.numberToTerraform(this._maxItems),
      search: cdktn.stringToTerraform(this._search),
      sort: cdktn.stringToTerraform(this._sort),
      sort_by: cdktn.stringToTerraform(this._sortBy),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      favorite: {
        value: cdktn.booleanToHclTerraform(this._favorite),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      max_items: {
        value: cdktn.numberToHclTerraform(this._maxItems),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
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
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
