import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListBody, ListPage, useListState } from '../../../ui/list-page.tsx';
import { loadListQuery, useLoads } from '../api/list-loads.ts';
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
  const { settled } = state;
  const loads = useLoads(loadListQuery(status, state.query, starred));

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
