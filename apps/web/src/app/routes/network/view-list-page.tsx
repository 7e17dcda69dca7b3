import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { Link } from 'react-router';
import { useDeleteCarrierList } from '../../../features/network/api/delete-carrier-list.ts';
import { useCarrierList } from '../../../features/network/api/get-carrier-list.ts';
import { carrierName, StatusBadge } from '../../../features/network/components/carrier-badges.tsx';
import { DetailPage } from '../../../ui/detail-fields.tsx';
import { ViewPageActions } from '../../../ui/view-page-actions.tsx';
import { useNetworkRecordId } from './network-record-id.ts';

/** /view-list/{id}: the list's name and its carriers. */
export default function ViewListPage() {
  const { id, loadId, canEdit } = useNetworkRecordId('carrier_update');
  const list = useCarrierList(loadId);
  const remove = useDeleteCarrierList();

  return (
    <DetailPage
      title="Carrier List"
      query={list}
      loadingLabel="Loading the list…"
      actions={() =>
        canEdit ? (
          <ViewPageActions
            entity="list"
            editPath={paths.editCarrierList(id)}
            remove={{
              title: 'Delete this list?',
              message: 'The list is deleted; its carriers stay in your network.',
              confirmLabel: 'Yes, Delete',
              run: () => remove.mutateAsync(id),
              listPath: paths.carriersTab('lists'),
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
