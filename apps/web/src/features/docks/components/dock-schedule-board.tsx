import { Badge, Box, Button, Card, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { formatClockAtLocation } from '@spotlane/shared/domain/dock-slots';
import type { DockSchedule, ScheduledAppointment } from '@spotlane/shared/schemas/docks';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCheckStop } from '../api/docks.ts';

const clock = (iso: string, zone: string) => formatClockAtLocation(Date.parse(iso), zone);

function StatusBadge({ entry }: { entry: ScheduledAppointment }) {
  if (entry.departed_at)
    return (
      <Badge color="gray" variant="light">
        Checked out
      </Badge>
    );
  if (entry.arrived_at)
    return (
      <Badge color="teal" variant="light">
        Checked in
      </Badge>
    );
  if (entry.late)
    return (
      <Badge color="red" variant="filled">
        Late
      </Badge>
    );
  return (
    <Badge color="blue" variant="light">
      Booked
    </Badge>
  );
}

/** One booked load: its time, load and carrier, whether it came, and the check-in/out tap. */
function AppointmentCard({
  entry,
  zone,
  dockName,
}: {
  entry: ScheduledAppointment;
  zone: string;
  dockName?: string;
}) {
  const check = useCheckStop();
  const event = entry.arrived_at ? (entry.departed_at ? null : 'check_out') : 'check_in';
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="dock-appointment"
      style={entry.late ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap={4}>
          <Text fw={700} size="sm">
            {clock(entry.start, zone)}
          </Text>
          <StatusBadge entry={entry} />
        </Group>
        <Text size="sm">
          {entry.identifier ?? `#${entry.load_id}`} · {entry.load_name}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.carrier ?? 'No carrier'} · {entry.type === 'pickup' ? 'Pickup' : 'Delivery'} ·{' '}
          {entry.loading_type}
          {dockName ? ` · ${dockName}` : ''}
        </Text>
        {entry.arrived_at ? (
          <Text size="xs">
            In {clock(entry.arrived_at, zone)}
            {entry.departed_at ? ` · out ${clock(entry.departed_at, zone)}` : ''}
          </Text>
        ) : null}
        {event ? (
          <Button
            size="compact-sm"
            variant={event === 'check_in' ? 'filled' : 'light'}
            loading={check.isPending}
            onClick={() => check.mutate({ stopId: entry.stop_id, event, body: { source: 'dock' } })}
          >
            {event === 'check_in' ? 'Check in' : 'Check out'}
          </Button>
        ) : null}
        {check.error ? (
          <Text size="xs" c="red">
            {errorMessage(check.error)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * PRODUCT.md 17: a location's day. On a wide screen its docks are columns with their booked
 * loads; on a phone one list in time order, each card naming its dock.
 */
export function DockScheduleBoard({ schedule }: { schedule: DockSchedule }) {
  const zone = schedule.location.timezone;
  const docks = schedule.docks;
  const dockName = (id: number) => docks.find((dock) => dock.id === id)?.name;
  const late = schedule.appointments.filter((entry) => entry.late).length;
  const inside = schedule.appointments.filter(
    (entry) => entry.arrived_at && !entry.departed_at,
  ).length;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light">{schedule.appointments.length} booked</Badge>
        <Badge variant="light" color="teal">
          {inside} at the dock
        </Badge>
        <Badge variant="light" color={late ? 'red' : 'gray'}>
          {late} late
        </Badge>
        <Badge variant="light" color="gray">
          {schedule.arrivals.length} arrived this day
        </Badge>
      </Group>
      {schedule.appointments.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing is booked on this day.
        </Text>
      ) : null}
      <Box visibleFrom="sm">
        <ScrollArea>
          <Group align="flex-start" wrap="nowrap" gap="md" data-testid="dock-columns">
            {docks.map((dock) => (
              <Paper key={dock.id} withBorder radius="lg" p="sm" w={260} miw={240} bg="gray.0">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Text fw={700}>{dock.name}</Text>
                    {dock.active ? null : (
                      <Badge size="xs" color="gray">
                        Inactive
                      </Badge>
                    )}
                  </Group>
                  {schedule.appointments
                    .filter((entry) => entry.dock_id === dock.id)
                    .map((entry) => (
                      <AppointmentCard key={entry.stop_id} entry={entry} zone={zone} />
                    ))}
                </Stack>
              </Paper>
            ))}
          </Group>
        </ScrollArea>
      </Box>
      <Stack hiddenFrom="sm" gap="sm" data-testid="dock-list">
        {schedule.appointments.map((entry) => (
          <AppointmentCard
            key={entry.stop_id}
            entry={entry}
            zone={zone}
            dockName={dockName(entry.dock_id)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
