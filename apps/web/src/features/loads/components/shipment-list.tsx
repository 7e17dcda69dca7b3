import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { ListControls, useFilterPreferences } from '../../../ui/list-controls.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states.tsx';
import { type LoadListQuery, useLoads } from '../api/list-loads.ts';
import type { ShipperListStatus } from '../list-pages.ts';
import { ShipmentCard } from './shipment-card.tsx';

interface Props {
  title: string;
  status: ShipperListStatus;
  starred?: boolean;
  emptyText: string;
  /** Shown between the header and the list (the count tiles of /shipments). */
  top?: (counts: Record<ShipperListStatus, number> | undefined) => ReactNode;
}

/**
 * A shipper list page: header search (debounced 1000 ms), sort and page size remembered in
 * filterPreferences (SPEC 9), the cards and the pager.
 */
export function ShipmentList({ title, status, starred, emptyText, top }: Props) {
  const [prefs, setPrefs] = useFilterPreferences();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search);
  const [page, setPage] = useState(1);

  // A new search, sort or page size starts again from page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values reset the page
  useEffect(() => setPage(1), [debounced, prefs.selectedSortValue, prefs.cardsPerPage, status]);

  const query: LoadListQuery = {
    status,
    ordering: prefs.selectedSortValue,
    page,
    page_size: prefs.cardsPerPage,
    search: debounced.trim() || undefined,
    starred,
  };
  const loads = useLoads(query);
  const results = loads.data?.results ?? [];

  return (
    <>
      <PageHeader title={title} searchValue={search} onSearchChange={setSearch} />
      <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
        {top?.(loads.data?.counts)}
        <Group justify="space-between">
          <Text c="dimmed" size="sm" aria-live="polite">
            {loads.data
              ? `${loads.data.count} ${loads.data.count === 1 ? 'shipment' : 'shipments'}${
                  debounced.trim() ? ` matching “${debounced.trim()}”` : ''
                }`
              : ' '}
          </Text>
          <ListControls prefs={prefs} onChange={setPrefs} />
        </Group>
        {loads.isPending ? (
          <LoadingState label="Loading shipments…" />
        ) : loads.isError ? (
          <ErrorState error={loads.error} onRetry={() => loads.refetch()} />
        ) : results.length === 0 ? (
          <EmptyState title={debounced.trim() ? 'No shipments match your search' : 'No shipments'}>
            {debounced.trim() ? 'Try another name, identifier, company or city.' : emptyText}
          </EmptyState>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            style={{ opacity: loads.isPlaceholderData ? 0.6 : 1 }}
          >
            {results.map((load) => (
              <ShipmentCard key={load.id} load={load} />
            ))}
          </SimpleGrid>
        )}
        <Pager
          page={page}
          count={loads.data?.count ?? 0}
          pageSize={prefs.cardsPerPage}
          onChange={setPage}
        />
      </Stack>
    </>
  );
}
