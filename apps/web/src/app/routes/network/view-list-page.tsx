import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { Link, useNavigate, useParams } from 'react-router';
import { useDeleteCarrierList } from '../../../features/network/api/delete-carrier-list.ts';
import { useCarrierList } from '../../../features/network/api/get-carrier-list.ts';
import { carrierName, StatusBadge } from '../../../features/network/components/carrier-badges.tsx';
import { useSession } from '../../../lib/session.ts';
import { DetailPage } from '../../../ui/detail-fields.tsx';
import { EntityActions } from '../../../ui/entity-actions.tsx';

/** /view-list/{id}: the list's name and its carriers. */
export default function ViewListPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { user } = useSession();
  const canEdit = user?.permissions.carrier_update === true;
  const list = useCarrierList(Number.isInteger(id) && id > 0 ? id : null);
  const remove = useDeleteCarrierList();

  return (
    <DetailPage
      title="Carrier List"
      query={list}
      loadingLabel="Loading the list…"
      actions={() =>
        canEdit ? (
          <EntityActions
            entity="list"
            onEdit={() => navigate(paths.editCarrierList(id))}
            remove={{
              title: 'Delete this list?',
              message: 'The list is deleted; its carriers stay in your network.',
              confirmLabel: 'Yes, Delete',
              onConfirm: async () => {
                await remove.mutateAsync(id);
                notifications.show({ color: 'teal', message: 'The list was deleted' });
                navigate(paths.carriersTab('lists'), { replace: true });
              },
            }}
          />
        ) : null
      }
    >
      {(data) => (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2}>{data.name}</Title>
              <Text c="dimmed">{`${data.carriers.length} carriers`}</Text>
            </Group>
            <Table verticalSpacing="sm" aria-label="Carriers in this list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Carrier</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.carriers.map((carrier) => (
                  <Table.Tr key={carrier.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.viewCarrier(carrier.id)} fw={600}>
                        {carrierName(carrier)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{carrier.email}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={carrier.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Paper>
      )}
    </DetailPage>
  );
}
