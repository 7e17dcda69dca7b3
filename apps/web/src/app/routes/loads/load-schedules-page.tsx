import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { IconCalendarPlus, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  useSaveSchedule,
  useSchedules,
  useTemplates,
} from '../../../features/loads/api/load-templates.ts';
import { CalendarDateInput, localToday } from '../../../features/loads/components/date-fields.tsx';
import { serverErrors } from '../../../lib/form-errors.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LinkButton } from '../../../ui/link-button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

/** SPEC 3.8's weekday numbering: 1 Sunday .. 7 Saturday. */
export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const weekdaysText = (days: readonly number[]) =>
  days.length === 7 ? 'Every day' : days.map((day) => WEEKDAY_NAMES[day - 1]).join(', ');

/** The form of a new recurring shipment on one of the templates. */
function NewSchedule({ templateId }: { templateId: string | null }) {
  const templates = useTemplates();
  const save = useSaveSchedule();
  const [template, setTemplate] = useState<string | null>(templateId);
  const [weekdays, setWeekdays] = useState<string[]>(['2', '4', '6']);
  const [perDay, setPerDay] = useState<number>(1);
  const [lead, setLead] = useState<number>(3);
  const [startsOn, setStartsOn] = useState(localToday());
  const [endsOn, setEndsOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const submit = async () => {
    setErrors({});
    setDone(null);
    try {
      const saved = await save.mutateAsync({
        body: {
          template_id: Number(template),
          weekdays: weekdays.map(Number),
          loads_per_day: perDay,
          lead_days: lead,
          starts_on: startsOn,
          ends_on: endsOn || null,
        },
      });
      setDone(`Saved: ${saved.template_name}, ${weekdaysText(saved.weekdays)}.`);
    } catch (failure) {
      const { fields, message } = serverErrors(failure, () => true);
      setErrors({ ...fields, ...(message ? { form: message } : {}) });
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="New recurring shipment">
      <Stack gap="sm">
        <Title order={2} size="h4">
          New recurring shipment
        </Title>
        <Select
          label="Template"
          required
          data={(templates.data?.results ?? []).map((item) => ({
            value: String(item.id),
            label: item.name,
          }))}
          value={template}
          onChange={setTemplate}
          error={errors.template_id}
        />
        <Checkbox.Group
          label="Ship on"
          value={weekdays}
          onChange={setWeekdays}
          error={errors.weekdays ?? errors['weekdays.0']}
        >
          <Group gap="sm" mt={4}>
            {WEEKDAY_NAMES.map((name, index) => (
              <Checkbox key={name} value={String(index + 1)} label={name} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label="Loads per day"
            min={1}
            max={10}
            value={perDay}
            onChange={(value) => setPerDay(Number(value) || 1)}
            error={errors.loads_per_day}
          />
          <NumberInput
            label="Created this many days ahead"
            min={1}
            max={30}
            value={lead}
            onChange={(value) => setLead(Number(value) || 1)}
            error={errors.lead_days}
          />
          <CalendarDateInput
            label="First ship date"
            required
            value={startsOn}
            onChange={setStartsOn}
            error={errors.starts_on}
          />
          <CalendarDateInput
            label="Last ship date (optional)"
            value={endsOn}
            onChange={setEndsOn}
            error={errors.ends_on}
          />
        </SimpleGrid>
        {errors.form ? (
          <Text c="red" size="sm">
            {errors.form}
          </Text>
        ) : null}
        {done ? (
          <Text c="teal" size="sm" role="status">
            {done}
          </Text>
        ) : null}
        <Group>
          <Button
            leftSection={<IconCalendarPlus size={16} />}
            onClick={submit}
            loading={save.isPending}
            disabled={!template}
          >
            Save schedule
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** PRODUCT.md 16: the shipper's recurring shipments, with the next run and the loads made. */
export default function LoadSchedulesPage() {
  const [params] = useSearchParams();
  const schedules = useSchedules();
  return (
    <Container size="lg">
      <PageHeader
        title="Recurring Shipments"
        showTools={false}
        actions={
          <LinkButton to={paths.loadTemplates} icon={IconTemplate}>
            Templates
          </LinkButton>
        }
      />
      <Stack gap="lg">
        {schedules.isPending ? <LoadingState label="Loading your schedules…" /> : null}
        {schedules.isError ? (
          <ErrorState error={schedules.error} onRetry={() => schedules.refetch()} />
        ) : null}
        {schedules.data?.results.length === 0 ? (
          <EmptyState title="No recurring shipments yet">
            A schedule makes loads from a template on the weekdays you choose, a few days ahead, and
            sends them to the template's carriers.
          </EmptyState>
        ) : null}
        {schedules.data?.results.length ? (
          <Paper withBorder radius="lg" p="md" style={{ overflowX: 'auto' }}>
            <Table verticalSpacing="sm" miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Template</Table.Th>
                  <Table.Th>Ships</Table.Th>
                  <Table.Th>Loads made</Table.Th>
                  <Table.Th>Next run</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {schedules.data.results.map((schedule) => (
                  <Table.Tr key={schedule.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.viewLoadSchedule(schedule.id)} fw={500}>
                        {schedule.template_name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{`${weekdaysText(schedule.weekdays)} · ${schedule.loads_per_day} a day, ${schedule.lead_days} days ahead`}</Text>
                    </Table.Td>
                    <Table.Td>{schedule.load_count}</Table.Td>
                    <Table.Td>
                      {schedule.paused ? (
                        <Badge color="orange" variant="light">
                          Paused
                        </Badge>
                      ) : schedule.next_run_on ? (
                        formatUsDate(schedule.next_run_on)
                      ) : (
                        'Ended'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ) : null}
        <NewSchedule key={params.get('template') ?? ''} templateId={params.get('template')} />
      </Stack>
    </Container>
  );
}
