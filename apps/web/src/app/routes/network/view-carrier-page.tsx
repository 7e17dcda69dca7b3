import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import { IconAlertCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCarrier } from '../../../features/network/api/get-carrier.ts';
import { useRemoveCarrier } from '../../../features/network/api/remove-carrier.ts';
import {
  carrierName,
  PreferredStar,
  StatusBadge,
} from '../../../features/network/components/carrier-badges.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{value || '—'}</Text>
    </div>
  );
}

/** /view-carrier/{id}: company, contacts, MC/DOT, cargo insurance, equipment, notes. */
export default function ViewCarrierPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { user } = useSession();
  const canEdit = user?.permissions.carrier_update === true;
  const carrier = useCarrier(Number.isInteger(id) && id > 0 ? id : null);
  const remove = useRemoveCarrier();
  const [confirming, setConfirming] = useState(false);

  const actions =
    canEdit && carrier.data ? (
      <Group gap="xs">
        <Tooltip label="Edit">
          <ActionIcon
            variant="light"
            size="lg"
            aria-label="Edit carrier"
            onClick={() => navigate(paths.editCarrier(id))}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Remove from network">
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            aria-label="Remove carrier"
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

  const data = carrier.data;
  return (
    <>
      <PageHeader title="Carrier" actions={actions} showTools={false} />
      <Container size="md" py="xl">
        {carrier.isPending ? (
          <LoadingState label="Loading the carrier…" />
        ) : carrier.isError || !data ? (
          <ErrorState error={carrier.error} onRetry={() => carrier.refetch()} />
        ) : (
          <Stack gap="lg">
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="md">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <PreferredStar carrier={data} canEdit={canEdit} />
                    <Title order={2}>{carrierName(data)}</Title>
                  </Group>
                  <StatusBadge status={data.status} />
                </Group>
                {data.status === 'invited' ? (
                  <Text size="sm" c="dimmed">
                    Invited: {data.email} has not registered on Spotlane yet. Their details appear
                    here once they do.
                  </Text>
                ) : null}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Field label="Contact" value={`${data.first_name} ${data.last_name}`.trim()} />
                  <Field label="E-mail" value={data.email} />
                  <Field label="Phone" value={data.phone} />
                  <Field label="Preferred" value={data.preferred ? 'Yes' : 'No'} />
                </SimpleGrid>
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="md">
                <Title order={3} size="h5">
                  Authority and insurance
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <Field label="MC number" value={data.details.mc_number} />
                  <Field label="DOT number" value={data.details.dot_number} />
                  <Field label="Cargo insurance limit" value={data.details.cargo} />
                </SimpleGrid>
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Equipment
                  </Text>
                  {data.details.equipment_types.length > 0 ? (
                    <Group gap={6} mt={4}>
                      {data.details.equipment_types.map((type) => (
                        <Badge key={type} variant="outline">
                          {equipmentTypeLabels[type as keyof typeof equipmentTypeLabels] ?? type}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    <Text>—</Text>
                  )}
                </div>
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <Field label="Notes" value={data.notes} />
            </Paper>
          </Stack>
        )}
      </Container>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Remove this carrier?"
        centered
      >
        <Stack gap="md">
          <Text>
            {data ? carrierName(data) : 'The carrier'} leaves your network and your carrier lists.
            You can add them again later.
          </Text>
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
                    notifications.show({ color: 'teal', message: 'The carrier was removed' });
                    navigate(paths.carriers, { replace: true });
                  },
                })
              }
            >
              Yes, Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
