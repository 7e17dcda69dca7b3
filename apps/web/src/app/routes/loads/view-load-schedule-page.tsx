import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { extraStopsLabel } from '@spotlane/shared/domain/stops';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  useDeleteSchedule,
  useSaveSchedule,
  useSchedule,
  useScheduleLoads,
} from '../../../features/loads/api/load-templates.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { weekdaysText } from './load-schedules-page.tsx';

/** PRODUCT.md 16: one recurring shipment, its next run and the loads it made. */
export default function ViewLoadSchedulePage() {
  const id = usePathId().id ?? Number.NaN;
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const schedule = useSchedule(id);
  const loads = useScheduleLoads(id, page);
  const save = useSaveSchedule();
  const remove = useDeleteSchedule();
  if (schedule.isPending) return <LoadingState label="Loading the schedule…" />;
  if (schedule.isError)
    return <ErrorState error={schedule.error} onRetry={() => schedule.refetch()} />;
  const data = schedule.data;
  const togglePause = () =>
    save.mutate({
      id,
      body: {
        template_id: data.template_id,
        weekdays: data.weekdays,
        loads_per_day: data.loads_per_day,
        lead_days: data.lead_days,
        starts_on: data.starts_on,
        ends_on: data.ends_on,
        paused: !data.paused,
      },
    });
  return (
    <Container size="lg">
      <PageHeader
        title={data.template_name}
        showTools={false}
        onBack={() => navigate(paths.loadSchedules)}
      />
      <Stack gap="lg">
        {data.paused_reason ? (
          <Alert color="orange" title="This schedule paused itself">
            {`${data.paused_reason}. Fix the template, then resume.`}
          </Alert>
        ) : null}
        <Paper withBorder radius="lg" p="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text fw={600}>{weekdaysText(data.weekdays)}</Text>
              <Text size="sm" c="dimmed">
                {`${data.loads_per_day} load${data.loads_per_day === 1 ? '' : 's'} a day, created ${data.lead_days} days ahead, from ${formatUsDate(data.starts_on)}${data.ends_on ? ` to ${formatUsDate(data.ends_on)}` : ''}`}
              </Text>
              <Text size="sm">
                {data.paused ? (
                  <Badge color="orange" variant="light">
                    Paused
                  </Badge>
                ) : data.next_run_on ? (
                  `Next run: ${formatUsDate(data.next_run_on)}`
                ) : (
                  'No more runs'
                )}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={
                  data.paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />
                }
                onClick={togglePause}
                loading={save.isPending}
              >
                {data.paused ? 'Resume' : 'Pause'}
              </Button>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(id, { onSuccess: () => navigate(paths.loadSchedules) })
                }
              >
                Delete
              </Button>
            </Group>
          </Group>
        </Paper>
        <Title order={2} size="h4">
          {`Loads made (${data.load_count})`}
        </Title>
        {loads.isPending ? <LoadingState label="Loading its loads…" /> : null}
        {loads.isError ? <ErrorState error={loads.error} onRetry={() => loads.refetch()} /> : null}
        {loads.data?.results.length === 0 ? (
          <EmptyState title="No loads yet">
            {data.paused
              ? 'Resume the schedule to make loads.'
              : 'Its first loads come at the next run.'}
          </EmptyState>
        ) : null}
        {loads.data?.results.length ? (
          <Paper withBorder radius="lg" p="md" style={{ overflowX: 'auto' }}>
            <Table verticalSpacing="sm" miw={480}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Shipment</Table.Th>
                  <Table.Th>Ship date</Table.Th>
                  <Table.Th>Route</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {loads.data.results.map((load) => (
                  <Table.Tr key={load.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.shipmentDetail(load.id)}>
                        {load.identifier ?? load.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatUsDate(load.date_to_leave)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {`${load.origin_location?.address.city ?? ''} → ${load.destination_location?.address.city ?? ''}`}
                        {extraStopsLabel(load.stop_count)
                          ? ` (${extraStopsLabel(load.stop_count)})`
                          : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{load.status}</Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {loads.data.count > 20 ? (
              <Group justify="center" mt="md">
                <Pagination
                  value={page}
                  onChange={setPage}
                  total={Math.ceil(loads.data.count / 20)}
                />
              </Group>
            ) : null}
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
