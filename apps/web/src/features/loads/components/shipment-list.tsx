import { SimpleGrid, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListBody, ListPage, useListState } from '../../../ui/list-page.tsx';
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
  const state = useListState();
  const { settled, prefs, page, setPage } = state;

  // A new list starts again from page 1 (search, sort and page size do so themselves).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the status resets the page
  useEffect(() => setPage(1), [status]);

  const query: LoadListQuery = {
    status,
    ordering: prefs.selectedSortValue,
    page,
    page_size: prefs.cardsPerPage,
    search: settled || undefined,
    starred,
  };
  const loads = useLoads(query);

  return (
    <ListPage
      title={title}
      state={state}
      count={loads.data?.count ?? 0}
      size="fluid"
      top={top?.(loads.data?.counts)}
      summary={
        <Text c="dimmed" size="sm" aria-live="polite">
          {loads.data
            ? `${loads.data.count} ${loads.data.count === 1 ? 'shipment' : 'shipments'}${
                settled ? ` matching “${settled}”` : ''
              }`
            : ' '}
        </Text>
      }
    >
      <ListBody
        list={loads}
        loadingLabel="Loading shipments…"
        empty={
          <EmptyState title={settled ? 'No shipments match your search' : 'No shipments'}>
            {settled ? 'Try another name, identifier, company or city.' : emptyText}
          </EmptyState>
        }
      >
        {(results) => (
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
      </ListBody>
    </ListPage>
  );
}
