import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  FileButton,
  Group,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { DriverView, TrackedStop } from '@spotlane/shared/schemas/tracking';
import {
  IconCamera,
  IconCircleCheck,
  IconCloudOff,
  IconMapPin,
  IconNavigation,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatAppointment, formatDate, formatDateTime } from '../../../lib/format.ts';
import { LoadingState } from '../../../ui/states.tsx';
import { paperworkKeys } from '../../paperwork/api/keys.ts';
import { driveApi, useDriverView } from '../api/tracking.ts';
import { enqueue, flushQueue, newKey, readQueue } from './drive-queue.ts';

const SEND_EVERY_MS = 60_000;
const KEEP_ONE_EVERY_MS = 30_000;

const sourceText: Record<string, string> = {
  driver: 'by you',
  eld: 'by the truck’s ELD',
  dock: 'by the dock',
  manual: 'by the dispatcher',
};

function addressOf(stop: TrackedStop) {
  const l = stop.location;
  return `${l.address1}${l.address2 ? `, ${l.address2}` : ''}, ${l.city}, ${l.state} ${l.zipcode}`;
}

/** Opens the phone's map app with directions to the address. */
const directionsUrl = (stop: TrackedStop) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressOf(stop))}`;

function useOnline() {
  const [online, setOnline] = useState(typeof navigator === 'undefined' ? true : navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/** /drive/{token}: the driver's phone page (PRODUCT.md 18). No sign-in: the link is the key. */
export function DriverPage({ token }: { token: string }) {
  const view = useDriverView(token);
  if (view.isPending) return <LoadingState label="Loading your trip…" />;
  if (view.isError) return <LinkProblem error={view.error} />;
  return <Trip token={token} view={view.data} />;
}

function LinkProblem({ error }: { error: unknown }) {
  const status = isApiError(error) ? error.status : 0;
  const title =
    status === 410
      ? 'This trip is over'
      : status === 404
        ? 'This link no longer works'
        : 'The trip could not be loaded';
  const body =
    status === 410
      ? 'The link stopped working 24 hours after delivery (or the load was cancelled). Nothing is shared any more.'
      : status === 404
        ? 'Your dispatcher may have sent you a newer link: open the newest message. Nothing is shared from this one.'
        : errorMessage(error);
  return (
    <Container size="xs">
      <Alert color={status === 410 ? 'gray' : 'red'} title={title} role="alert">
        {body}
      </Alert>
    </Container>
  );
}

function Trip({ token, view }: { token: string; view: DriverView }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [waiting, setWaiting] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [sharing, setSharingState] = useState(view.sharing);
  const [lastFix, setLastFix] = useState<string | null>(null);
  const buffer = useRef<Array<{ lat: number; lon: number; at: string; accuracy_m: number | null }>>(
    [],
  );
  const delivered = view.load.status === 'delivered';

  const refresh = useCallback(async () => {
    setWaiting((await readQueue(token)).length);
    await queryClient.invalidateQueries({ queryKey: paperworkKeys.drive(token) });
  }, [queryClient, token]);

  const flush = useCallback(async () => {
    const sent = await flushQueue(token);
    setWaiting((await readQueue(token)).length);
    if (sent) await queryClient.invalidateQueries({ queryKey: paperworkKeys.drive(token) });
  }, [queryClient, token]);

  // Back online (or the page opened with a queue from before): send what waits, once.
  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);

  // The positions of the last minute go out together (queued first, so offline keeps them).
  const sendPositions = useCallback(async () => {
    const positions = buffer.current.splice(0);
    if (!positions.length) return;
    await enqueue(token, {
      key: newKey(),
      kind: 'positions',
      positions,
      made_at: new Date().toISOString(),
    });
    if (navigator.onLine) await flush();
    else setWaiting((await readQueue(token)).length);
  }, [token, flush]);

  useEffect(() => {
    if (!sharing || delivered || !('geolocation' in navigator)) return;
    let lastKept = 0;
    const watch = navigator.geolocation.watchPosition(
      (fix) => {
        if (fix.timestamp - lastKept < KEEP_ONE_EVERY_MS) return;
        lastKept = fix.timestamp;
        const at = new Date(fix.timestamp).toISOString();
        buffer.current.push({
          lat: fix.coords.latitude,
          lon: fix.coords.longitude,
          at,
          accuracy_m: Number.isFinite(fix.coords.accuracy) ? fix.coords.accuracy : null,
        });
        setLastFix(at);
      },
      (error) => setProblem(`Your phone did not give a location: ${error.message}`),
      { enableHighAccuracy: true, maximumAge: 30_000 },
    );
    const timer = window.setInterval(() => void sendPositions(), SEND_EVERY_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
      void sendPositions();
    };
  }, [sharing, delivered, sendPositions]);

  async function toggleSharing(on: boolean) {
    setProblem(null);
    setSharingState(on);
    try {
      await driveApi.sharing(token, on);
    } catch (error) {
      if (isApiError(error) && error.status > 0) {
        setSharingState(!on);
        setProblem(errorMessage(error));
      }
    }
  }

  async function tap(stop: TrackedStop, event: 'arrived' | 'departed') {
    setProblem(null);
    await enqueue(token, {
      key: newKey(),
      kind: 'event',
      stop_id: stop.id,
      event,
      made_at: new Date().toISOString(),
    });
    if (navigator.onLine) await flush();
    await refresh();
  }

  async function photo(kind: 'bol' | 'pod', file: File | null) {
    if (!file) return;
    await enqueue(token, {
      key: newKey(),
      kind: 'document',
      doc: kind,
      blob: file,
      type: file.type || 'image/jpeg',
      made_at: new Date().toISOString(),
    });
    if (navigator.onLine) await flush();
    await refresh();
  }

  const until = view.accepts_positions_until;
  // Times read in the zone of the stop the driver heads to (the driver's).
  const zone = (view.load.stops.find((stop) => !stop.departed_at) ?? view.load.stops.at(-1))
    ?.location.timezone;
  return (
    <Container size="xs">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} size="h3">
            Trip {view.load.identifier ?? ''}
          </Title>
          <Text size="sm" c="dimmed">
            {view.load.name} · Driver: {view.driver.name}
          </Text>
        </Stack>

        {!online || waiting > 0 ? (
          <Alert
            color={online ? 'blue' : 'yellow'}
            icon={<IconCloudOff size={18} />}
            title={online ? 'Sending…' : 'You are offline'}
            role="status"
          >
            {waiting > 0
              ? `${waiting} ${waiting === 1 ? 'update waits' : 'updates wait'} on this phone and ${online ? 'are being sent' : 'will be sent once when you are back online'}.`
              : 'Taps and photos wait on this phone and are sent when you are back online.'}
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}

        <Card withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Switch
              size="lg"
              checked={sharing && !delivered}
              disabled={delivered}
              onChange={(event) => void toggleSharing(event.currentTarget.checked)}
              label={<Text fw={600}>Share my location</Text>}
              aria-describedby="sharing-status"
            />
            <Text id="sharing-status" size="sm" aria-live="polite">
              {delivered
                ? 'Off. This load is delivered: your location is no longer taken.'
                : sharing
                  ? `On: your location goes to your dispatcher and the shipper about once a minute while this page is open${lastFix ? ` (last ${formatDateTime(lastFix, zone)})` : ''}. It stops when you switch it off or when the load is delivered${until ? ` (${formatDateTime(until, zone)})` : ''}.`
                  : 'Off: your location is not shared. Switch it on when you start driving this load.'}
            </Text>
            <Text size="xs" c="dimmed">
              Taken from{' '}
              {formatDateTime(view.accepts_positions_from, view.load.stops[0]?.location.timezone)}{' '}
              until delivery, never after.
            </Text>
          </Stack>
        </Card>

        <Title order={2} size="h4">
          Stops
        </Title>
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {view.load.stops.map((stop) => (
            <StopCard key={stop.id} stop={stop} onTap={tap} disabled={delivered} />
          ))}
        </Stack>

        <Card withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Photos
            </Title>
            <Text size="sm" c="dimmed">
              Take a photo of the signed bill of lading at pickup and of the proof of delivery.
            </Text>
            <Group grow>
              {(['bol', 'pod'] as const).map((kind) => (
                <FileButton
                  key={kind}
                  accept="image/jpeg,image/png"
                  capture="environment"
                  onChange={(file) => void photo(kind, file)}
                >
                  {(props) => (
                    <Button
                      {...props}
                      leftSection={<IconCamera size={18} />}
                      variant="light"
                      size="md"
                    >
                      {kind === 'bol' ? 'BOL photo' : 'POD photo'}
                    </Button>
                  )}
                </FileButton>
              ))}
            </Group>
            {view.documents.length ? (
              <Stack gap={4} component="ul" style={{ paddingLeft: 18, margin: 0 }}>
                {view.documents.map((doc) => (
                  <Text component="li" size="sm" key={doc.id}>
                    {doc.kind.toUpperCase()} sent: {doc.file_name}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text size="sm">No photo sent yet.</Text>
            )}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

function StopCard({
  stop,
  onTap,
  disabled,
}: {
  stop: TrackedStop;
  onTap: (stop: TrackedStop, event: 'arrived' | 'departed') => Promise<void>;
  disabled: boolean;
}) {
  const zone = stop.location.timezone;
  const label = `${stop.position + 1}. ${stop.type === 'pickup' ? 'Pickup' : 'Delivery'}`;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-label={`${label}: ${stop.location.name}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={700}>{label}</Text>
            <Text>{stop.location.name}</Text>
          </Stack>
          {stop.departed_at ? (
            <Badge color="gray">Departed</Badge>
          ) : stop.arrived_at ? (
            <Badge color="green">Arrived</Badge>
          ) : null}
        </Group>
        <Text size="sm">{addressOf(stop)}</Text>
        <Anchor
          href={directionsUrl(stop)}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={`Directions to ${stop.location.name}`}
        >
          <Group gap={4} component="span">
            <IconNavigation size={16} /> Directions
          </Group>
        </Anchor>
        <Text size="sm">
          {stop.appointment
            ? `Appointment ${formatAppointment(stop.appointment)}`
            : `Date ${formatDate(stop.date)}`}
          {stop.window_start && stop.window_end
            ? ` · window ${stop.window_start}-${stop.window_end}`
            : ''}
          {stop.location.hours ? ` · ${stop.location.hours}` : ''}
        </Text>
        {stop.arrived_at ? (
          <Text size="sm" c="dimmed">
            <IconMapPin size={14} /> Arrived {formatDateTime(stop.arrived_at, zone)}{' '}
            {sourceText[stop.arrival_source ?? ''] ?? ''}
          </Text>
        ) : null}
        {stop.departed_at ? (
          <Text size="sm" c="dimmed">
            <IconCircleCheck size={14} /> Departed {formatDateTime(stop.departed_at, zone)}{' '}
            {sourceText[stop.departure_source ?? ''] ?? ''}
          </Text>
        ) : null}
        <Group grow>
          <Button
            size="md"
            disabled={disabled || Boolean(stop.arrived_at)}
            onClick={() => void onTap(stop, 'arrived')}
          >
            Arrived
          </Button>
          <Button
            size="md"
            variant="outline"
            disabled={disabled || Boolean(stop.departed_at)}
            onClick={() => void onTap(stop, 'departed')}
          >
            Departed
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
