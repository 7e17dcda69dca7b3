import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import type { TrucksNear as TrucksNearAnswer } from '@spotlane/shared/schemas/capacity';
import { IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useInviteCarrier, useTrucksNear } from '../api/capacity.ts';

type Entry = TrucksNearAnswer['results'][number];

/**
 * PRODUCT.md 20: the posted trucks empty within 100 miles of the first pickup on its date, with
 * the carrier, equipment and distance. "Invite" names the carrier on the load (`loadId`), or,
 * in the form, hands its network id to `onInvited`; a carrier not yet in the network joins it
 * only once the shipper confirms.
 */
export function TrucksNear({
  originLocationId,
  date,
  equipmentType,
  loadId,
  onInvited,
}: {
  originLocationId: number | null;
  date: string | null;
  equipmentType?: string | null;
  loadId?: number;
  onInvited?: (shipperCarrierId: number) => void;
}) {
  const near = useTrucksNear({
    origin_location_id: originLocationId,
    date,
    equipment_type: equipmentType,
  });
  const invite = useInviteCarrier();
  const [confirming, setConfirming] = useState<Entry | null>(null);
  const [invited, setInvited] = useState<number[]>([]);
  if (!originLocationId || !date) return null;
  const send = (entry: Entry, addToNetwork: boolean) =>
    invite.mutate(
      { carrier_account_id: entry.carrier.id, load_id: loadId, add_to_network: addToNetwork },
      {
        onSuccess: (answer) => {
          setConfirming(null);
          setInvited((ids) => [...ids, entry.carrier.id]);
          onInvited?.(answer.shipper_carrier_id);
          notifications.show({
            color: 'teal',
            message: loadId
              ? `${entry.carrier.company_name} is invited to bid on this load.`
              : `${entry.carrier.company_name} is in your network: choose it in the audience.`,
          });
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  const results = near.data?.results ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="trucks-near">
      <Group gap="xs" mb="xs">
        <IconTruck size={18} />
        <Title order={3} size="h5">
          Trucks near the pickup on {formatUsDate(date)}
        </Title>
      </Group>
      {near.isError ? (
        <Text c="red" size="sm">
          {errorMessage(near.error)}
        </Text>
      ) : near.isPending ? (
        <Text c="dimmed" size="sm">
          Looking for posted trucks…
        </Text>
      ) : results.length === 0 ? (
        <Text c="dimmed" size="sm">
          No carrier has posted a truck empty within 100 miles on that day.
        </Text>
      ) : (
        <Stack gap="xs">
          {results.map((entry) => {
            const done = invited.includes(entry.carrier.id);
            return (
              <Group key={entry.truck.id} justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={600} size="sm" truncate>
                      {entry.carrier.company_name}
                    </Text>
                    {entry.in_network ? (
                      <Badge size="xs" variant="light" color="teal" style={{ flexShrink: 0 }}>
                        In network
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {equipmentTypeLabels[entry.truck.equipment_type]} · {entry.miles} mi away in{' '}
                    {entry.truck.empty_at.city}, {entry.truck.empty_at.state}
                  </Text>
                </Stack>
                <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Button
                    size="xs"
                    variant={done ? 'subtle' : 'light'}
                    disabled={done}
                    loading={
                      invite.isPending && invite.variables?.carrier_account_id === entry.carrier.id
                    }
                    onClick={() => (entry.in_network ? send(entry, false) : setConfirming(entry))}
                  >
                    {done ? 'Invited' : 'Invite'}
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Add to your network?"
      >
        <Text size="sm">
          {confirming?.carrier.company_name} is not in your network yet. Inviting it adds it to your
          carriers{loadId ? ' and names it on this load' : ''}.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button loading={invite.isPending} onClick={() => confirming && send(confirming, true)}>
            Add and invite
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
