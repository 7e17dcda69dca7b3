import { Badge, Button, Group, Paper, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { IconListDetails, IconTruck } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCarrierLists } from '../../../features/network/api/list-carrier-lists.ts';
import { useCarriers } from '../../../features/network/api/list-carriers.ts';
import {
  carrierName,
  PreferredStar,
  StatusBadge,
} from '../../../features/network/components/carrier-badges.tsx';
import { useSession } from '../../../lib/session.ts';
import { ComplianceBadges } from '../../../ui/compliance-badges.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import {
  ListAddButton,
  ListBody,
  ListEmpty,
  ListPage,
  useListState,
} from '../../../ui/list-page.tsx';
import { ListTable } from '../../../ui/list-table.tsx';

type Tab = 'carriers' | 'lists';

/** /carriers: My Carriers and, on the second tab, the carrier lists. */
export default function CarriersPage() {
  const { user } = useSession();
  const canEdit = user?.permissions.carrier_update === true;
  const _navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'lists' ? 'lists' : 'carriers';
  const state = useListState();
  const { settled } = state;
  const carriers = useCarriers(state.query, { enabled: tab === 'carriers' });
  const lists = useCarrierLists(state.query);

  const current = tab === 'carriers' ? carriers : lists;

  return (
    <ListPage
      title="My Carriers"
      state={state}
      count={current.data?.count}
      summary={
        <Tabs
          value={tab}
          onChange={(value) => {
            state.setPage(1);
            setParams(value === 'lists' ? { tab: 'lists' } : {}, { replace: true });
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="carriers" leftSection={<IconTruck size={16} />}>
              My Carriers
            </Tabs.Tab>
            <Tabs.Tab value="lists" leftSection={<IconListDetails size={16} />}>
              Carrier Lists
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
      }
      toolbar={
        canEdit ? (
          tab === 'carriers' ? (
            <ListAddButton to={paths.newCarrier} label="New Carrier" />
          ) : (
            <ListAddButton to={paths.newCarrierList} label="New Carrier List" />
          )
        ) : null
      }
    >
      {tab === 'carriers' ? (
        <ListBody
          list={carriers}
          loadingLabel="Loading your carriers…"
          empty={
            <ListEmpty
              noun="carriers"
              searching={Boolean(settled)}
              searchHint="Try another name or e-mail address."
              hint="Add the carriers you work with by e-mail. Those not on Spotlane yet get an invitation."
              add={canEdit ? { to: paths.newCarrier, label: 'Add a carrier' } : null}
            />
          }
        >
          {(results) => (
            <ListTable
              items={results}
              href={(carrier) => paths.viewCarrier(carrier.id)}
              lead={{
                label: 'Preferred',
                width: 48,
                cell: (carrier) => <PreferredStar carrier={carrier} canEdit={canEdit} />,
              }}
              name={{ label: 'Carrier', text: carrierName }}
              columns={[
                {
                  label: 'Contact',
                  cell: (carrier) => (
                    <>
                      <Text size="sm">
                        {`${carrier.first_name} ${carrier.last_name}`.trim() || '—'}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {carrier.email}
                      </Text>
                    </>
                  ),
                },
                {
                  label: 'MC / DOT',
                  cell: (carrier) => (
                    <Text size="sm">
                      {[
                        carrier.details.mc_number && `MC ${carrier.details.mc_number}`,
                        carrier.details.dot_number && `DOT ${carrier.details.dot_number}`,
                      ]
                        .filter(Boolean)
                        .join(' · ') || '—'}
                    </Text>
                  ),
                },
                { label: 'Status', cell: (carrier) => <StatusBadge status={carrier.status} /> },
                {
                  // PRODUCT.md 15: what the shipper's carrier policy finds, beside the carrier.
                  label: 'Compliance',
                  cell: (carrier) => <ComplianceBadges compliance={carrier.compliance} compact />,
                },
              ]}
            />
          )}
        </ListBody>
      ) : (
        <ListBody
          list={lists}
          loadingLabel="Loading your carrier lists…"
          empty={
            <EmptyState
              title={settled ? 'No lists match your search' : 'No carrier lists yet'}
              action={
                canEdit && !settled ? (
                  <Button component={Link} to={paths.newCarrierList} mt="sm">
                    Create a list
                  </Button>
                ) : null
              }
            >
              Group your carriers to publish a shipment to all of them at once. A carrier list needs
              2 or more carriers.
            </EmptyState>
          }
        >
          {(results) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {results.map((list) => (
                <Paper
                  key={list.id}
                  withBorder
                  radius="lg"
                  p="md"
                  component={Link}
                  to={paths.viewCarrierList(list.id)}
                  style={{ textDecoration: 'none', color: 'inherit' }}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Title order={3} size="h5">
                      {list.name}
                    </Title>
                    <Badge variant="light">{`${list.carriers.length} carriers`}</Badge>
                  </Group>
                  <Text size="sm" c="dimmed" mt={6} lineClamp={2}>
                    {list.carriers.map(carrierName).join(', ')}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </ListBody>
      )}
    </ListPage>
  );
}
