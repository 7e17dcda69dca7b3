import { Container, Group, type MantineSize, Pagination, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pageCount, SEARCH_DEBOUNCE_MS } from '@spotlane/shared/domain/pager';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { FilterPreferences } from '../lib/device-storage.ts';
import { ListControls, useFilterPreferences } from './list-controls.tsx';
import { PageHeader } from './page-header.tsx';
import { ErrorState, LoadingState } from './states.tsx';

/** What every paged list needs: the header search, its debounced value, sort, size and page. */
export interface ListState {
  search: string;
  setSearch: (value: string) => void;
  /** The search once it has stopped changing for 1000 ms (SPEC 9), trimmed. */
  settled: string;
  page: number;
  setPage: (page: number) => void;
  prefs: FilterPreferences;
  /** A new sort or page size starts again from page 1. */
  setPrefs: (next: Partial<FilterPreferences>) => void;
  /** The list endpoints' common query. */
  query: {
    page: number;
    pageSize: number;
    ordering: FilterPreferences['selectedSortValue'];
    search: string;
  };
}

export function useListState(): ListState {
  const [prefs, savePrefs] = useFilterPreferences();
  const [search, setSearchValue] = useState('');
  const [page, setPage] = useState(1);
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
    query: {
      page,
      pageSize: prefs.cardsPerPage,
      ordering: prefs.selectedSortValue,
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
  if (list.isPending) return <LoadingState label={loadingLabel} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => list.refetch()} />;
  if (list.data.results.length === 0) return empty;
  return children(list.data.results);
}

/**
 * A list page of SPEC 9: the page header with its search, a bar (what the list is, then sort,
 * page size and the page's own buttons), the body and Mantine's Pagination below.
 */
export function ListPage({
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
  state: ListState;
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
              <ListControls prefs={state.prefs} onChange={state.setPrefs} />
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
