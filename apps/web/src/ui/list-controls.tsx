import { Group, Select } from '@mantine/core';
import { PAGE_SIZES, SORT_OPTIONS } from '@spotlane/shared/domain/pager';
import {
  type CardsPerPage,
  type FilterPreferences,
  type SortValue,
  toFilterPreferences,
  useDeviceStorage,
} from '../lib/device-storage.ts';

/** Sort and page size, remembered in filterPreferences (SPEC 9) so they survive a reload. */
export function useFilterPreferences(): [
  FilterPreferences,
  (next: Partial<FilterPreferences>) => void,
] {
  const [prefs, setPrefs] = useDeviceStorage('filterPreferences', toFilterPreferences);
  return [prefs, (next) => setPrefs({ ...prefs, ...next })];
}

export function ListControls({
  prefs,
  onChange,
}: {
  prefs: FilterPreferences;
  onChange: (next: Partial<FilterPreferences>) => void;
}) {
  return (
    <Group gap="xs">
      <Select
        aria-label="Sort"
        size="xs"
        w={150}
        data={SORT_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
        value={prefs.selectedSortValue}
        allowDeselect={false}
        onChange={(value) => value && onChange({ selectedSortValue: value as SortValue })}
      />
      <Select
        aria-label="Page size"
        size="xs"
        w={90}
        data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(prefs.cardsPerPage)}
        allowDeselect={false}
        onChange={(value) => value && onChange({ cardsPerPage: Number(value) as CardsPerPage })}
      />
    </Group>
  );
}
