import { Container, SegmentedControl, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { claimsQuery, useClaims } from '../../../features/reputation/api/claims.ts';
import { ClaimsList } from '../../../features/reputation/components/claims-list.tsx';
import { useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import type { RouteLoader } from '../../route-module.ts';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'closed', label: 'Closed' },
];

const statusOf = (value: string | null) => (value && value !== 'all' ? value : undefined);

export const loader: RouteLoader =
  (queryClient) =>
  ({ request }) => {
    const status = statusOf(new URL(request.url).searchParams.get('status'));
    void queryClient.prefetchQuery(claimsQuery({ status }));
    return null;
  };

/** PRODUCT.md 21: the claims of either side, with their status, clocks and overdue mark. */
export default function ClaimsPage() {
  const [search, setSearch] = useSearchParams();
  const filter = search.get('status') ?? 'all';
  const query = useClaims({ status: statusOf(filter) });
  const side = useSession().user?.user_type === 'carrier' ? 'carrier' : 'shipper';
  const claims = query.data?.results ?? [];
  return (
    <>
      <PageHeader title="Claims" showTools={false} />
      <Container size="lg">
        <Stack gap="md">
          <SegmentedControl
            value={filter}
            onChange={(value) => setSearch(value === 'all' ? {} : { status: value })}
            data={FILTERS}
            fullWidth
            aria-label="Which claims"
          />
          <QueryStates
            query={query}
            loading="Loading the claims…"
            isEmpty={claims.length === 0}
            empty={
              <EmptyState title="No claims here">
                {side === 'shipper'
                  ? 'File a claim for loss, damage, shortage or delay from a delivered load’s page.'
                  : 'Claims your shippers file on delivered loads show here, with their clocks.'}
              </EmptyState>
            }
          >
            <ClaimsList claims={claims} side={side} />
          </QueryStates>
        </Stack>
      </Container>
    </>
  );
}
