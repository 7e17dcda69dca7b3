import { Button, Container, Group, Paper, Select, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZES, SEARCH_DEBOUNCE_MS } from '@spotlane/shared/domain/pager';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ListPager } from '../../../ui/list-page.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states.tsx';

export interface ListState<S extends string> {
  search: string;
  ordering: S;
  page: number;
  page_size: number;
}

/** Search, sort and pager state of a fleet list; a new search or sort goes back to page 1. */
export function useListState<S extends string>(ordering: S) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<S>(ordering);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(12);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const settled = debounced.trim();
  return {
    search,
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    sort,
    setSort: (value: S) => {
      setSort(value);
      setPage(1);
    },
    page,
    setPage,
    pageSize,
    setPageSize: (value: number) => {
      setPageSize(value);
      setPage(1);
    },
    query: { search: settled, ordering: sort, page, page_size: pageSize } as ListState<S>,
  };
}

/** /drivers and /equipments: header with search, sort, page size, New, the table and the pager. */
export function FleetListLayout<S extends string, T>({
  title,
  newPath,
  newLabel,
  sortOptions,
  state,
  result,
  noun,
  emptyText,
  head,
  row,
}: {
  title: string;
  newPath: string;
  newLabel: string;
  sortOptions: Array<{ value: S; label: string }>;
  state: ReturnType<typeof useListState<S>>;
  result: UseQueryResult<{ results: T[]; count: number }>;
  noun: string;
  emptyText: string;
  head: ReactNode;
  row: (item: T) => ReactNode;
}) {
  const searching = Boolean(state.query.search.trim());
  return (
    <>
      <PageHeader title={title} searchValue={state.search} onSearchChange={state.setSearch} />
      <Container size="xl">
        <Group justify="flex-end" mb="md" gap="sm">
          <Select
            aria-label="Sort"
            size="xs"
            w={170}
            data={sortOptions}
            value={state.sort}
            allowDeselect={false}
            onChange={(value) => value && state.setSort(value as S)}
          />
          <Select
            aria-label="Page size"
            size="xs"
            w={120}
            data={PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }))}
            value={String(state.pageSize)}
            allowDeselect={false}
            onChange={(value) => value && state.setPageSize(Number(value))}
          />
          <Button size="xs" component={Link} to={newPath} leftSection={<IconPlus size={16} />}>
            {newLabel}
          </Button>
        </Group>
        {result.isPending ? (
          <LoadingState label={`Loading your ${noun}…`} />
        ) : result.isError ? (
          <ErrorState error={result.error} onRetry={() => result.refetch()} />
        ) : result.data.results.length === 0 ? (
          <EmptyState
            title={searching ? `No ${noun} match your search` : `No ${noun} yet`}
            action={
              searching ? null : (
                <Button component={Link} to={newPath} mt="sm">
                  {newLabel}
                </Button>
              )
            }
          >
            {searching ? 'Try another word.' : emptyText}
          </EmptyState>
        ) : (
          <Paper withBorder radius="lg">
            <Table.ScrollContainer minWidth={760}>
              <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
                <Table.Thead>{head}</Table.Thead>
                <Table.Tbody>{result.data.results.map(row)}</Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {result.data ? (
          <ListPager
            page={state.page}
            count={result.data.count}
            pageSize={state.pageSize}
            onChange={state.setPage}
          />
        ) : null}
      </Container>
    </>
  );
}
