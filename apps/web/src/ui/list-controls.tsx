import { Group, NativeSelect } from '@mantine/core';
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

/** One choice of a list's sort. */
export interface SortChoice<S extends string> {
  value: S;
  label: string;
}

/**
 * Sort and page size. The sort is SPEC 9's remembered one, or, for a list with sorts of its
 * own (`ownSort`), that list's choices. Native selects: the phone's own picker, and no
 * dropdown machinery (Combobox, floating-ui) on the list pages' first load (the first-load budget).
 */
export function ListControls<S extends string>({
  prefs,
  onChange,
  ownSort,
}: {
  prefs: FilterPreferences;
  onChange: (next: Partial<FilterPreferences>) => void;
  ownSort?: { options: readonly SortChoice<S>[]; value: S; set: (value: S) => void };
}) {
  return (
    <Group gap="xs">
      <NativeSelect
        aria-label="Sort"
        size="xs"
        w={150}
        data={(ownSort?.options ?? SORT_OPTIONS).map(({ value, label }) => ({ value, label }))}
        value={ownSort?.value ?? prefs.selectedSortValue}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (ownSort) ownSort.set(value as S);
          else onChange({ selectedSortValue: value as SortValue });
        }}
      />
      <NativeSelect
        aria-label="Page size"
        size="xs"
        w={90}
        data={PAGE_SIZES.map((size) => String(size))}
        value={String(prefs.cardsPerPage)}
        onChange={(event) =>
          onChange({ cardsPerPage: Number(event.currentTarget.value) as CardsPerPage })
        }
      />
    </Group>
  );
}
