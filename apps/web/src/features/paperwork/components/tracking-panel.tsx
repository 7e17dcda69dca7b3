import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Timeline,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
// The date pickers' styles (Mantine documents one sheet per package), with the code that renders them.
import '@mantine/dates/styles.layer.css';
import {
  ETA_IN_PAST,
  etaInPast,
  type Milestone,
  milestoneLabels,
  milestones,
  nextMilestone,
  type TimelineEntry,
} from '@spotlane/shared/schemas/paperwork';
import { IconAlertTriangle, IconCheck, IconLink, IconMapPin, IconRoute } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { serverErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { confirmAction } from '../../../ui/entity-actions.tsx';
import { ActionError } from '../../../ui/form-error.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import { useAddTracking, useCreateShare, useRevokeShare, useTimeline } from '../api/paperwork.ts';
import { PanelTitle } from './panel-title.tsx';

function entryTitle(entry: TimelineEntry): string {
  if (entry.type === 'milestone' && entry.milestone) return milestoneLabels[entry.milestone];
  const call = entry.check_call;
  return `Check call${call?.city ? ` · ${call.city}, ${call.state}` : ''}`;
}

function TimelineList({
  entries,
  deliveryZone,
}: {
  entries: TimelineEntry[];
  deliveryZone?: string | null;
}) {
  if (entries.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No milestones or check calls yet.
      </Text>
    );
  return (
    <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} aria-label="Timeline">
      {entries.map((entry) => (
        <Timeline.Item
          key={`${entry.at}-${entry.type}-${entry.milestone ?? entry.check_call?.eta}`}
          title={entryTitle(entry)}
        >
          {entry.check_call?.eta ? (
            <Text size="sm">ETA {formatDateTime(entry.check_call.eta, deliveryZone)}</Text>
          ) : null}
          {entry.check_call?.note ? <Text size="sm">{entry.check_call.note}</Text> : null}
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.at)}
            {entry.by ? ` · ${entry.by}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * The steps that move the load (PRODUCT.md 4): departing the pickup is the pickup (the load goes
 * in transit) and Delivered delivers it; neither can be undone, so each asks first (SPEC 5).
 */
const STATUS_STEPS: Partial<
  Record<Milestone, { label: string; title: string; message: string; confirmLabel: string }>
> = {
  departed_pickup: {
    label: 'Mark picked up',
    title: 'Mark picked up?',
    message: 'The shipper is told the load is in transit. This cannot be undone.',
    confirmLabel: 'Yes, picked up',
  },
  delivered: {
    label: 'Mark delivered',
    title: 'Mark delivered?',
    message: 'The shipper is told the load was delivered. This cannot be undone.',
    confirmLabel: 'Yes, delivered',
  },
};

/**
 * The carrier's one set of controls (usable on a phone): the steps in their order, picked up
 * and delivered among them, only the next one enabled, and a check-call form; all close once
 * the load is delivered (PRODUCT.md 12).
 */
function CarrierControls({ loadId, done }: { loadId: number; done: Set<Milestone> }) {
  const add = useAddTracking(loadId);
  const [eta, setEta] = useState('');
  const [etaError, setEtaError] = useState<string | null>(null);
  const [city, setCity] = useState('');
  const [state, setState] = useState('');
  const [note, setNote] = useState('');
  const next = nextMilestone(done);
  const serverEtaError = add.error
    ? serverErrors(add.error, ['check_call.eta']).fields['check_call.eta']
    : undefined;

  if (done.has('delivered'))
    return (
      <Text size="sm" c="dimmed" data-testid="tracking-closed">
        Delivered: tracking is closed.
      </Text>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = eta ? dayjs(eta).toDate() : null;
    if (parsed && !Number.isNaN(parsed.getTime()) && etaInPast(parsed.toISOString())) {
      setEtaError(ETA_IN_PAST);
      return;
    }
    setEtaError(null);
    add.mutate(
      {
        check_call: {
          eta: parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : '',
          city,
          state,
          note,
        },
      },
      {
        onSuccess: () => {
          setNote('');
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs">
        {milestones.map((milestone) => (
          <Button
            key={milestone}
            variant={done.has(milestone) ? 'light' : milestone === next ? 'filled' : 'default'}
            color={done.has(milestone) ? 'teal' : undefined}
            // A step already reported is marked as done, not only greyed out like the later ones.
            leftSection={done.has(milestone) ? <IconCheck size={16} aria-hidden /> : undefined}
            disabled={milestone !== next}
            loading={
              add.isPending && add.variables && 'milestone' in add.variables
                ? add.variables.milestone === milestone
                : false
            }
            onClick={() => {
              const step = STATUS_STEPS[milestone];
              if (!step) {
                add.mutate({ milestone });
                return;
              }
              confirmAction({
                title: step.title,
                message: step.message,
                confirmLabel: step.confirmLabel,
                danger: false,
                onConfirm: () => add.mutateAsync({ milestone }),
              });
            }}
          >
            {STATUS_STEPS[milestone]?.label ?? milestoneLabels[milestone]}
          </Button>
        ))}
      </SimpleGrid>
      <form onSubmit={submit} aria-label="Check call">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Check call
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <DateTimePicker
              label="ETA"
              placeholder="MM/DD/YYYY h:mm"
              valueFormat="MM/DD/YYYY h:mm A"
              required
              // The picker's value is a local 'YYYY-MM-DD HH:mm:ss'; the past is not offered.
              value={eta || null}
              minDate={dayjs().format('YYYY-MM-DD')}
              error={etaError ?? serverEtaError}
              onChange={(next) => {
                setEta(next ? String(next) : '');
                setEtaError(null);
              }}
            />
            <TextInput
              label="City"
              required
              value={city}
              onChange={(event) => setCity(event.currentTarget.value)}
            />
            <TextInput
              label="State"
              required
              maxLength={2}
              placeholder="TX"
              value={state}
              onChange={(event) => setState(event.currentTarget.value)}
            />
          </SimpleGrid>
          <TextInput
            label="Note"
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconMapPin size={16} />} loading={add.isPending}>
              Send check call
            </Button>
          </Group>
        </Stack>
      </form>
      <ActionError action={add} />
    </Stack>
  );
}

/** The shipper's public tracking link: create (and copy), or revoke. */
function ShareControls({ loadId, active }: { loadId: number; active: boolean }) {
  const create = useCreateShare(loadId);
  const revoke = useRevokeShare(loadId);
  const [url, setUrl] = useState<string | null>(null);
  // Only a working link can be revoked; the timeline says whether one does (kept in step by
  // the create and revoke mutations).
  const linkExists = url !== null || active;
  const [note, setNote] = useState<string | null>(null);
  const error = create.error ?? revoke.error;
  return (
    <Stack gap="xs" data-testid="share-link">
      <Group gap="xs">
        <IconLink size={18} />
        <Text fw={600} size="sm">
          Tracking link
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Anyone with the link sees the status, milestones and ETA, never rates or contacts. It works
        until 7 days after delivery.
      </Text>
      {url ? (
        <Group gap="xs" wrap="nowrap">
          <TextInput readOnly value={url} flex={1} aria-label="Tracking link" />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      ) : null}
      {note ? (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      ) : null}
      <Group gap="xs">
        <Button
          size="xs"
          loading={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (link) => {
                setUrl(link.url);
                setNote(null);
              },
            })
          }
        >
          {linkExists ? 'New link' : 'Create link'}
        </Button>
        {linkExists ? (
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setUrl(null);
                  setNote('The link was revoked.');
                },
              })
            }
          >
            Revoke link
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {errorMessage(error)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * PRODUCT.md 12: tracking of a load: the carrier holding it reports milestones and check
 * calls; the shipper sees the timeline, whether the load is at risk, and shares a link.
 */
export function TrackingPanel({
  loadId,
  party,
  deliveryZone,
}: {
  loadId: number;
  party: 'shipper' | 'carrier';
  /** ETAs read in the delivery stop's zone, named, when it is known (SPEC 9). */
  deliveryZone?: string | null;
}) {
  const timeline = useTimeline(loadId);
  const entries = timeline.data?.results ?? [];
  const done = new Set(
    entries.flatMap((entry) =>
      entry.type === 'milestone' && entry.milestone ? [entry.milestone] : [],
    ),
  );
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="tracking-panel">
      <Group justify="space-between" mb="sm">
        <PanelTitle icon={IconRoute}>Tracking</PanelTitle>
        {timeline.data?.at_risk ? (
          <Badge color="red" leftSection={<IconAlertTriangle size={12} />}>
            At risk
          </Badge>
        ) : null}
      </Group>
      {timeline.data?.eta ? (
        <Text size="sm" mb="sm">
          Latest ETA: <b>{formatDateTime(timeline.data.eta, deliveryZone)}</b>
        </Text>
      ) : null}
      {timeline.data?.at_risk ? (
        <Alert color="red" variant="light" mb="sm">
          The ETA is after the delivery time, or no check call came for 4 hours.
        </Alert>
      ) : null}
      <Stack gap="lg">
        {party === 'carrier' ? <CarrierControls loadId={loadId} done={done} /> : null}
        <QueryStates query={timeline} loading="Loading the timeline…">
          <TimelineList entries={entries} deliveryZone={deliveryZone} />
        </QueryStates>
        {party === 'shipper' ? (
          <ShareControls loadId={loadId} active={timeline.data?.share_link_active === true} />
        ) : null}
      </Stack>
    </Paper>
  );
}
