import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ageText } from '@spotlane/shared/domain/tracking';
import type { TrackingMap } from '@spotlane/shared/schemas/tracking';
import {
  IconAlertTriangle,
  IconCheck,
  IconCopy,
  IconMap2,
  IconPhoneCall,
} from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ActionError } from '../../../ui/form-error.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import {
  useConnectEld,
  useNameDriver,
  usePublicMap,
  useRequestCheckCall,
  useTrackingMap,
} from '../api/tracking.ts';
import { LoadMap } from './load-map.tsx';

/** The ETA to the next stop with its age, or why there is none (PRODUCT.md 18). */
export function EtaLine({ map }: { map: TrackingMap }) {
  const next = map.eta ? map.stops.find((stop) => stop.id === map.eta?.stop_id) : null;
  return (
    <Stack gap={4}>
      {map.eta && next ? (
        <Text size="sm">
          <b>ETA</b> to stop {next.position + 1} ({next.location.city}, {next.location.state}):{' '}
          <b>{formatDateTime(map.eta.at, next.location.timezone)}</b>{' '}
          <Text span c="dimmed" size="sm">
            from a position {ageText(map.eta.from_position_at)} (road miles at 50 mph)
          </Text>
        </Text>
      ) : null}
      {map.no_position_since ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="xs" role="status">
          No position since {formatDateTime(map.no_position_since)}
          {map.eld?.error ? ` (the ELD feed does not answer: ${map.eld.error})` : ''}.
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The map card of a load page: the shipper's and the carrier's (PRODUCT.md 18). */
export function TrackingMapCard({
  loadId,
  party,
  label,
}: {
  loadId: number;
  party: 'shipper' | 'carrier';
  label: string;
}) {
  const query = useTrackingMap(loadId);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <IconMap2 size={20} />
          <Title order={2} size="h4">
            Map
          </Title>
        </Group>
        <QueryStates query={query} loading="Loading the map…">
          {query.data ? (
            <>
              <Text size="sm" c="dimmed">
                {query.data.driver
                  ? `Driver ${query.data.driver.name}: location sharing ${query.data.driver.sharing ? 'on' : 'off'}.`
                  : 'No driver link yet.'}
                {query.data.eld ? ` ELD vehicle ${query.data.eld.vehicle_id} connected.` : ''}
              </Text>
              <EtaLine map={query.data} />
              <LoadMap map={query.data} label={label} />
            </>
          ) : null}
        </QueryStates>
        {party === 'carrier' ? (
          <CarrierTracking loadId={loadId} />
        ) : (
          <CheckCallRequest loadId={loadId} />
        )}
      </Stack>
    </Card>
  );
}

function CarrierTracking({ loadId }: { loadId: number }) {
  const nameDriver = useNameDriver(loadId);
  const eld = useConnectEld(loadId);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [vehicle, setVehicle] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    nameDriver.mutate({ name, phone });
  }
  function connect(event: FormEvent) {
    event.preventDefault();
    eld.mutate({ provider: 'sim', vehicle_id: vehicle });
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <form onSubmit={submit} aria-label="Driver link">
        <Stack gap="xs">
          <Text fw={600}>Driver link</Text>
          <Text size="sm" c="dimmed">
            The driver opens it on the phone: stops, directions, Arrived/Departed and photos. No
            app, no sign-in; the driver switches location sharing on and off.
          </Text>
          <TextInput
            label="Driver's name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
          />
          <TextInput
            label="Phone"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={nameDriver.isPending}>
              Make the link
            </Button>
          </Group>
          <ActionError action={nameDriver} />
          {nameDriver.data ? (
            <Alert color="green" icon={<IconCheck size={18} />} p="xs">
              <Stack gap={4}>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {nameDriver.data.link.url}
                </Text>
                <CopyButton value={nameDriver.data.link.url}>
                  {({ copied, copy }) => (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconCopy size={14} />}
                      onClick={copy}
                    >
                      {copied ? 'Copied' : 'Copy the link'}
                    </Button>
                  )}
                </CopyButton>
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      </form>
      <form onSubmit={connect} aria-label="ELD">
        <Stack gap="xs">
          <Text fw={600}>Truck's ELD</Text>
          <Text size="sm" c="dimmed">
            Connect the truck's electronic logging device: its positions come every minute.
          </Text>
          <TextInput
            label="Vehicle id"
            value={vehicle}
            onChange={(e) => setVehicle(e.currentTarget.value)}
            required
          />
          <Group>
            <Button type="submit" variant="light" loading={eld.isPending}>
              Connect
            </Button>
          </Group>
          <ActionError action={eld} />
          {eld.data ? (
            <Text size="sm" c="green.8">
              Connected to {eld.data.vehicle_id}.
            </Text>
          ) : null}
        </Stack>
      </form>
    </SimpleGrid>
  );
}

function CheckCallRequest({ loadId }: { loadId: number }) {
  const request = useRequestCheckCall(loadId);
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="light"
          leftSection={<IconPhoneCall size={18} />}
          loading={request.isPending}
          onClick={() => request.mutate()}
        >
          Request check call
        </Button>
      </Group>
      {request.data?.status === 'sent' ? (
        <Text size="sm" role="status">
          Sent to the carrier at {formatDateTime(request.data.sent_at)}.
        </Text>
      ) : null}
      {request.data?.status === 'held' ? (
        <Alert
          color="blue"
          p="xs"
          role="status"
          title={`Held until ${formatDateTime(request.data.held_until)}`}
        >
          {request.data.reason}
        </Alert>
      ) : null}
      {request.error ? (
        <Text size="sm" c="red">
          {errorMessage(request.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The public tracking page's map (PRODUCT.md 12 and 18): cities only, no names. */
export function PublicMap({ token }: { token: string }) {
  const query = usePublicMap(token);
  if (query.isError || query.isPending || !query.data) return null;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Map
        </Title>
        <EtaLine map={query.data} />
        <LoadMap map={query.data} label="this shipment" />
      </Stack>
    </Card>
  );
}
