import { Button, Container, Group, type MantineSize, Pagination, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pageCount, SEARCH_DEBOUNCE_MS } from '@spotlane/shared/domain/pager';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { FilterPreferences, SortValue } from '../lib/device-storage.ts';
import { EmptyState } from './empty-state.tsx';
import { ListControls, type SortChoice, useFilterPreferences } from './list-controls.tsx';
import { PageHeader } from './page-header.tsx';
import { ErrorState, LoadingState } from './states.tsx';

/** What every paged list needs: the header search, its debounced value, sort, size and page. */
export interface ListState<S extends string = SortValue> {
  search: string;
  setSearch: (value: string) => void;
  /** The search once it has stopped changing for 1000 ms (SPEC 9), trimmed. */
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
 * The list's state. Without arguments the sort is SPEC 9's, remembered with the page size in
 * filterPreferences; a list with sorts of its own passes them and starts on `initial`.
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
  const [prefs, savePrefs] = useFilterPreferences();
  const [search, setSearchValue] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<S | undefined>(own?.initial);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const settled = debounced.trim();
  return {
    search,
    setSearch: (value) => {
      setSearchValue(value);
      setPage(1);
    },
    settled,
    page,
    setPage,
    prefs,
    setPrefs: (next) => {
      savePrefs(next);
      setPage(1);
    },
    ownSort:
      own && sort !== undefined
        ? {
            options: own.options,
            value: sort,
            set: (value) => {
              setSort(value as S);
              setPage(1);
            },
          }
        : undefined,
    query: {
      page,
      pageSize: prefs.cardsPerPage,
      ordering: sort ?? prefs.selectedSortValue,
      search: settled,
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
          {count === undefined ? null : (
            <ListPager
              page={state.page}
              count={count}
              pageSize={state.prefs.cardsPerPage}
              onChange={state.setPage}
            />
          )}
        </Stack>
      </Container>
    </>
  );
}
