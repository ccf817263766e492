import type { CatalogState } from '@vitrina/contracts/content';
import { catalogParameterIds } from '@vitrina/contracts/plain';
import { listingSearch, toggled, withChange, type ListingState } from './listingState.ts';

export interface FilterOption {
  id: number;
  title: string;
  count: number;
  selected: boolean;
  colorHex: string | null;
}

export interface FilterGroup {
  /** Form field the options submit as (`brand` or `value`). */
  field: 'brand' | 'value';
  /** `brand` or the parameter id. */
  key: string;
  title: string;
  unit: string | null;
  swatches: boolean;
  /** Shown open: not a closed filter, or one of its options is ticked. */
  open: boolean;
  options: FilterOption[];
}

/** The category's filter settings (content server `catalog_settings.parameters`). */
export interface FilterSettings {
  entityId: string;
  importantFilter: boolean;
  closedFilter: boolean;
}

/**
 * The filter groups of a listing: important filters first in the editors' order, then the
 * brand, then the other parameters as the catalogue orders them; closed filters start collapsed
 * unless something in them is ticked. Groups with a single option and nothing ticked filter
 * nothing and are left out.
 */
export function filterGroups(
  facets: CatalogState['facets'],
  settings: readonly FilterSettings[],
): FilterGroup[] {
  const setting = (key: string) => settings.find((entry) => entry.entityId === key);
  const brandSetting = setting(String(catalogParameterIds.manufacturer));
  const groups: (FilterGroup & { important: boolean; order: number })[] = [];
  const brandSelected = facets.brands.some((brand) => brand.selected);
  groups.push({
    field: 'brand',
    key: 'brand',
    title: '',
    unit: null,
    swatches: false,
    open: !brandSetting?.closedFilter || brandSelected,
    important: brandSetting?.importantFilter ?? false,
    order: 0,
    options: facets.brands.map((brand) => ({
      id: brand.id,
      title: brand.title,
      count: brand.count,
      selected: brand.selected,
      colorHex: null,
    })),
  });
  facets.parameters.forEach((parameter, index) => {
    const own = setting(String(parameter.id));
    const selected = parameter.values.some((value) => value.selected);
    groups.push({
      field: 'value',
      key: String(parameter.id),
      title: parameter.title,
      unit: parameter.unit,
      swatches:
        parameter.id === catalogParameterIds.color ||
        parameter.values.every((value) => value.colorHex !== null),
      open: !own?.closedFilter || selected,
      important: own?.importantFilter ?? false,
      order: index + 1,
      options: parameter.values.map((value) => ({
        id: value.id,
        title: value.title,
        count: value.count,
        selected: value.selected,
        colorHex: value.colorHex,
      })),
    });
  });
  const importance = (group: { key: string; important: boolean }) =>
    group.important
      ? settings.findIndex((entry) => entry.entityId === (group.key === 'brand' ? '1' : group.key))
      : Number.POSITIVE_INFINITY;
  return groups
    .filter((group) => group.options.length > 1 || group.options.some((option) => option.selected))
    .sort((a, b) => importance(a) - importance(b) || a.order - b.order)
    .map(({ important: _important, order: _order, ...group }) => group);
}

export interface ActiveFilter {
  label: string;
  /** The listing without this filter. */
  href: string;
}

/** Chips of the active filters, each a link that removes it (no script needed). */
export function activeFilterLinks(
  basePath: string,
  state: ListingState,
  active: CatalogState['activeFilters'],
  priceLabel: string,
  inStockLabel: string,
): ActiveFilter[] {
  const link = (change: Partial<ListingState>) =>
    basePath + listingSearch(withChange(state, change));
  const chips: ActiveFilter[] = [];
  for (const filter of active) {
    if (filter.type === 'brand' && filter.id && state.brandIds.includes(filter.id)) {
      chips.push({
        label: filter.title,
        href: link({ brandIds: toggled(state.brandIds, filter.id) }),
      });
    } else if (filter.type === 'parameter' && filter.id && state.valueIds.includes(filter.id)) {
      chips.push({
        label: filter.title,
        href: link({ valueIds: toggled(state.valueIds, filter.id) }),
      });
    }
  }
  if (state.priceFrom !== null || state.priceTo !== null) {
    chips.push({ label: priceLabel, href: link({ priceFrom: null, priceTo: null }) });
  }
  if (state.inStock) chips.push({ label: inStockLabel, href: link({ inStock: false }) });
  return chips;
}
