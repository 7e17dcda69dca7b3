import { Button, Container, Group, type MantineSize, Pagination, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pageCount, SEARCH_DEBOUNCE_MS } from '@spotlane/shared/domain/pager';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { FilterPreferences, SortValue } from '../lib/device-storage.ts';
import { useListUrl } from '../lib/list-url.ts';
import { EmptyState } from './empty-state.tsx';
import { ListControls, type SortChoice, useFilterPreferences } from './list-controls.tsx';
import { PageHeader } from './page-header.tsx';
import { ErrorState, LoadingState } from './states.tsx';

/** What every paged list needs: the header search, its debounced value, sort, size and page. */
export interface ListState<S extends string = SortValue> {
  search: string;
  setSearch: (value: string) => void;
  /** The search in effect: the box's text once it stopped changing for 1000 ms (SPEC 9), trimmed. */
  settled: string;
  page: number;
  setPage: (page: number) => void;
  prefs: FilterPreferences;
  /** A new sort or page size starts again from page 1. */
  setPrefs: (next: Partial<FilterPreferences>) => void;
  /** A list with sorts of its own (the fleet's): its choices, the current one and its setter. */
  ownSort?: { options: readonly SortChoice<S>[]; value: S; set: (value: S) => void };
  /** The list endpoints' common query. */
  query: {
    page: number;
    pageSize: number;
    ordering: S;
    search: string;
  };
}

/**
 * The list's state, kept in the URL (lib/list-url.ts): page, page size, sort and search. Without
 * arguments the sort is SPEC 9's, whose page size and sort also seed the defaults and are
 * remembered on the device when changed; a list with sorts of its own passes them and starts on
 * `initial`.
 */
export function useListState(): ListState;
export function useListState<S extends string>(own: {
  options: readonly SortChoice<S>[];
  initial: S;
}): ListState<S>;
export function useListState<S extends string>(own?: {
  options: readonly SortChoice<S>[];
  initial: S;
}): ListState<S | SortValue> {
  const [stored, savePrefs] = useFilterPreferences();
  const [url, update] = useListUrl(stored);
  const [search, setSearchValue] = useState(url.search);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const typed = debounced.trim();
  // What the user types reaches the URL once it has settled, in place of the current entry.
  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current || typed !== search.trim()) return;
    typing.current = false;
    if (typed !== url.search) update({ search: typed, page: 1 }, { replace: true });
  }, [typed, search, url.search, update]);
  // Back, or a link to the list with another search: the box follows the URL.
  const [shownSearch, setShownSearch] = useState(url.search);
  if (shownSearch !== url.search) {
    setShownSearch(url.search);
    if (!typing.current) setSearchValue(url.search);
  }
  const ownSort = own?.options.find((option) => option.value === url.sort)?.value ?? own?.initial;
  const prefs = url.prefs;
  const page = url.page;
  return {
    search,
    setSearch: (value) => {
      typing.current = true;
      setSearchValue(value);
    },
    settled: url.search,
    page,
    setPage: (next) => update({ page: next }),
    prefs,
    setPrefs: (next) => {
      savePrefs(next);
      update({ prefs: next, page: 1 });
    },
    ownSort:
      own && ownSort !== undefined
        ? {
            options: own.options,
            value: ownSort,
            set: (value) => update({ sort: value === own.initial ? null : value, page: 1 }),
          }
        : undefined,
    query: {
      page,
      pageSize: prefs.cardsPerPage,
      ordering: ownSort ?? prefs.selectedSortValue,
      search: url.search,
    },
  };
}

/** SPEC 9 pages through Mantine's Pagination: nothing when everything fits on one page. */
export function ListPager({
  page,
  count,
  pageSize,
  onChange,
}: {
  page: number;
  count: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  if (count <= pageSize) return null;
  return (
    <Group justify="center" mt="md" component="nav" aria-label="Pages">
      <Pagination
        total={pageCount(count, pageSize)}
        value={page}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        size="sm"
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
        })}
      />
    </Group>
  );
}

/** Loading, error, empty or the results of one list query. */
export function ListBody<T>({
  list,
  loadingLabel,
  empty,
  children,
}: {
  list: UseQueryResult<{ count: number; results: T[] }>;
  loadingLabel: string;
  empty: ReactNode;
  children: (results: T[]) => ReactNode;
}) {
  // A page of rows renders in a deferred pass that React splits into short tasks, not in the
  // one long task of the answer's update (the first-load budget).
  const data = useDeferredValue(list.data);
  if (list.isError) return <ErrorState error={list.error} onRetry={() => list.refetch()} />;
  if (!data) return <LoadingState label={loadingLabel} />;
  if (data.results.length === 0) return empty;
  return children(data.results);
}

/**
 * The empty state of a list: nothing yet (with the way to add the first one) or nothing
 * matching the search.
 */
export function ListEmpty({
  noun,
  searching,
  hint,
  searchHint = 'Try another word.',
  add,
}: {
  /** Plural: 'companies', 'drivers'. */
  noun: string;
  searching: boolean;
  /** What the list is for, while it is empty. */
  hint: string;
  searchHint?: string;
  /** The page that adds the first one and its button's label; not shown while searching. */
  add?: { to: string; label: string } | null;
}) {
  return (
    <EmptyState
      title={searching ? `No ${noun} match your search` : `No ${noun} yet`}
      titleOrder={2}
      action={
        !searching && add ? (
          <Button component={Link} to={add.to} mt="sm">
            {add.label}
          </Button>
        ) : null
      }
    >
      {searching ? searchHint : hint}
    </EmptyState>
  );
}

/** The small button of a list's bar that opens its add page ("New Carrier"). */
export function ListAddButton({ to, label }: { to: string; label: string }) {
  return (
    <Button size="xs" component={Link} to={to} leftSection={<IconPlus size={16} />}>
      {label}
    </Button>
  );
}

/**
 * A list page of SPEC 9: the page header with its search, a bar (what the list is, then sort,
 * page size and the page's own buttons), the body and Mantine's Pagination below.
 */
export function ListPage<S extends string>({
  title,
  state,
  count,
  summary,
  toolbar,
  top,
  size = 'xl',
  children,
}: {
  title: string;
  state: ListState<S>;
  /** The list's total, once known: drives the pager. */
  count: number | undefined;
  /** Left of the bar (a count, a heading, tabs). */
  summary?: ReactNode;
  /** Right of the bar, after sort and page size. */
  toolbar?: ReactNode;
  /** Above the bar (the count tiles). */
  top?: ReactNode;
  /** The container's width; 'fluid' for the full-width shipment lists. */
  size?: MantineSize | 'fluid';
  children: ReactNode;
}) {
  // The pager follows the rows: it moves with them in ListBody's deferred pass, never drawn
  // under "Loading…" first and then pushed down by a page of rows (a layout shift).
  const shownCount = useDeferredValue(count);
  return (
    <>
      <PageHeader title={title} searchValue={state.search} onSearchChange={state.setSearch} />
      <Container size={size === 'fluid' ? undefined : size} fluid={size === 'fluid'}>
        <Stack gap="md">
          {top}
          <Group justify="space-between" align="flex-end">
            {summary ?? <span />}
            <Group gap="sm">
              <ListControls prefs={state.prefs} onChange={state.setPrefs} ownSort={state.ownSort} />
              {toolbar}
            </Group>
          </Group>
          {children}
          {shownCount === undefined ? null : (
            <ListPager
              page={state.page}
              count={shownCount}
              pageSize={state.prefs.cardsPerPage}
              onChange={state.setPage}
            />
          )}
        </Stack>
      </Container>
    </>
  );
}
