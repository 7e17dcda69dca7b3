import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { IconListDetails, IconPlus, IconTruck } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCarrierLists } from '../../../features/network/api/list-carrier-lists.ts';
import { useCarriers } from '../../../features/network/api/list-carriers.ts';
import {
  carrierName,
  PreferredStar,
  StatusBadge,
} from '../../../features/network/components/carrier-badges.tsx';
import { useSession } from '../../../lib/session.ts';
import { ListBody, ListPage, useListState } from '../../../ui/list-page.tsx';
import { EmptyState } from '../../../ui/states.tsx';

type Tab = 'carriers' | 'lists';

/** /carriers: My Carriers and, on the second tab, the carrier lists. */
export default function CarriersPage() {
  const { user } = useSession();
  const canEdit = user?.permissions.carrier_update === true;
  const navigate = useNavigate();
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
            <Button
              size="xs"
              component={Link}
              to={paths.newCarrier}
              leftSection={<IconPlus size={16} />}
            >
              New Carrier
            </Button>
          ) : (
            <Button
              size="xs"
              component={Link}
              to={paths.newCarrierList}
              leftSection={<IconPlus size={16} />}
            >
              New Carrier List
            </Button>
          )
        ) : null
      }
    >
      {tab === 'carriers' ? (
        <ListBody
          list={carriers}
          loadingLabel="Loading your carriers…"
          empty={
            <EmptyState
              title={settled ? 'No carriers match your search' : 'No carriers yet'}
              action={
                canEdit && !settled ? (
                  <Button component={Link} to={paths.newCarrier} mt="sm">
                    Add a carrier
                  </Button>
                ) : null
              }
            >
              {settled
                ? 'Try another name or e-mail address.'
                : 'Add the carriers you work with by e-mail. Those not on Spotlane yet get an invitation.'}
            </EmptyState>
          }
        >
          {(results) => (
            <Paper withBorder radius="lg">
              <Table.ScrollContainer minWidth={760}>
                <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={48} aria-label="Preferred" />
                      <Table.Th>Carrier</Table.Th>
                      <Table.Th>Contact</Table.Th>
                      <Table.Th>MC / DOT</Table.Th>
                      <Table.Th>Status</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {results.map((carrier) => (
                      <Table.Tr
                        key={carrier.id}
                        style={{ cursor: 'pointer' }}
                        onClick={() => navigate(paths.viewCarrier(carrier.id))}
                      >
                        <Table.Td>
                          <PreferredStar carrier={carrier} canEdit={canEdit} />
                        </Table.Td>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={paths.viewCarrier(carrier.id)}
                            fw={600}
                            onClick={(event) => event.stopPropagation()}
                          >
                            {carrierName(carrier)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {`${carrier.first_name} ${carrier.last_name}`.trim() || '—'}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {carrier.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {[
                              carrier.details.mc_number && `MC ${carrier.details.mc_number}`,
                              carrier.details.dot_number && `DOT ${carrier.details.dot_number}`,
                            ]
                              .filter(Boolean)
                              .join(' · ') || '—'}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge status={carrier.status} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
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
