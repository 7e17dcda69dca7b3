import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { IconAlertCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDeleteCarrierList } from '../../../features/network/api/delete-carrier-list.ts';
import { useCarrierList } from '../../../features/network/api/get-carrier-list.ts';
import { carrierName, StatusBadge } from '../../../features/network/components/carrier-badges.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

/** /view-list/{id}: the list's name and its carriers. */
export default function ViewListPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { user } = useSession();
  const canEdit = user?.permissions.carrier_update === true;
  const list = useCarrierList(Number.isInteger(id) && id > 0 ? id : null);
  const remove = useDeleteCarrierList();
  const [confirming, setConfirming] = useState(false);

  const actions =
    canEdit && list.data ? (
      <Group gap="xs">
        <Tooltip label="Edit">
          <ActionIcon
            variant="light"
            size="lg"
            aria-label="Edit list"
            onClick={() => navigate(paths.editCarrierList(id))}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete">
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            aria-label="Delete list"
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    ) : null;

  return (
    <>
      <PageHeader title="Carrier List" actions={actions} showTools={false} />
      <Container size="md" py="xl">
        {list.isPending ? (
          <LoadingState label="Loading the list…" />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => list.refetch()} />
        ) : (
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2}>{list.data.name}</Title>
                <Text c="dimmed">{`${list.data.carriers.length} carriers`}</Text>
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
                  {list.data.carriers.map((carrier) => (
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
      </Container>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this list?"
        centered
      >
        <Stack gap="md">
          <Text>The list is deleted; its carriers stay in your network.</Text>
          {remove.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(remove.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Go Back
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(id, {
                  onSuccess: () => {
                    setConfirming(false);
                    notifications.show({ color: 'teal', message: 'The list was deleted' });
                    navigate(paths.carriersTab('lists'), { replace: true });
                  },
                })
              }
            >
              Yes, Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
