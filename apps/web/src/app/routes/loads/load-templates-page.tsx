import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import type { TemplateResponse } from '@spotlane/shared/schemas/load-templates';
import { IconCalendarRepeat, IconTrash, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useDeleteTemplate,
  useLoadFromTemplate,
  useTemplates,
} from '../../../features/loads/api/load-templates.ts';
import { CalendarDateInput, localToday } from '../../../features/loads/components/date-fields.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LinkButton } from '../../../ui/link-button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

/** One template: its stops at a glance, a load from it for a ship date, a schedule, delete. */
function TemplateCard({ template }: { template: TemplateResponse }) {
  const navigate = useNavigate();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const make = useLoadFromTemplate();
  const remove = useDeleteTemplate();
  const { load } = template;
  const pickups = load.stops.filter((stop) => stop.type === 'pickup').length;
  const deliveries = load.stops.length - pickups;
  const create = async () => {
    setError(null);
    try {
      const made = await make.mutateAsync({ id: template.id, date_to_leave: date });
      navigate(paths.shipmentDetail(made.id));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" data-testid="template-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Title order={3} size="h5">
              {template.name}
            </Title>
            <Text size="sm" c="dimmed">
              {load.name}
            </Text>
          </div>
          {template.schedule_count ? (
            <Badge variant="light" leftSection={<IconCalendarRepeat size={12} />}>
              {`${template.schedule_count} schedule${template.schedule_count === 1 ? '' : 's'}`}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          {`${load.stops.length} stops: ${pickups} pickup${pickups === 1 ? '' : 's'}, ${deliveries} deliver${deliveries === 1 ? 'y' : 'ies'}`}
          {load.equipment_type
            ? ` · ${equipmentTypeLabels[load.equipment_type as keyof typeof equipmentTypeLabels] ?? load.equipment_type}`
            : ''}
        </Text>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <div style={{ flex: '1 1 160px' }}>
            <CalendarDateInput
              label="Ship date"
              value={date}
              onChange={setDate}
              minDate={localToday()}
              error={error ?? undefined}
            />
          </div>
          <Button
            leftSection={<IconTruck size={16} />}
            disabled={!date}
            loading={make.isPending}
            onClick={create}
          >
            Create load
          </Button>
        </Group>
        <Group gap="xs">
          <LinkButton
            to={`${paths.loadSchedules}?template=${template.id}`}
            icon={IconCalendarRepeat}
          >
            Repeat on a schedule
          </LinkButton>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={() => remove.mutate(template.id)}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** PRODUCT.md 16: the shipper's load templates. */
export default function LoadTemplatesPage() {
  const templates = useTemplates();
  return (
    <Container size="lg">
      <PageHeader
        title="Load Templates"
        showTools={false}
        actions={
          <LinkButton to={paths.loadSchedules} icon={IconCalendarRepeat}>
            Recurring shipments
          </LinkButton>
        }
      />
      {templates.isPending ? <LoadingState label="Loading your templates…" /> : null}
      {templates.isError ? (
        <ErrorState error={templates.error} onRetry={() => templates.refetch()} />
      ) : null}
      {templates.data?.results.length === 0 ? (
        <EmptyState title="No templates yet">
          Open a shipment and choose "Save as template": its stops, equipment and audience are kept,
          without dates, for the next load on that lane.
        </EmptyState>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {templates.data?.results.map((template) => (
          <TemplateCard key={template.id} template={template} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
