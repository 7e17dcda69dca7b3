import { Container, Group, Select, Stack, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  appointmentLocationsQuery,
  useAppointmentLocations,
  useDockSchedule,
} from '../../../features/docks/api/docks.ts';
import { DockScheduleBoard } from '../../../features/docks/components/dock-schedule-board.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import type { RouteLoader } from '../../route-module.ts';

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export const loader: RouteLoader = (queryClient) => () => {
  void queryClient.prefetchQuery(appointmentLocationsQuery());
  return null;
};

/** /dock-schedule (PRODUCT.md 17): one of the shipper's appointment locations, one day. */
export default function DockSchedulePage() {
  const [params, setParams] = useSearchParams();
  const companies = useAppointmentLocations();
  const locations = (companies.data?.results ?? []).flatMap((company) =>
    company.locations
      .filter((location) => location.shipment_process === 'appointment')
      .map((location) => ({
        value: String(location.id),
        label: `${company.name} · ${location.name} (${location.address.city})`,
      })),
  );
  const chosen = params.get('location') ?? locations[0]?.value ?? null;
  const date = params.get('date') ?? localToday();
  const schedule = useDockSchedule(chosen ? Number(chosen) : null, date);
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <Container size="xl">
      <Stack gap="lg">
        <PageHeader title="Dock schedule" showTools={false} />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Location"
            data={locations}
            value={chosen}
            onChange={(value) => set('location', value)}
            w={{ base: '100%', sm: 380 }}
            allowDeselect={false}
          />
          <TextInput
            type="date"
            label="Day"
            value={date}
            onChange={(event) => set('date', event.currentTarget.value)}
            w={170}
          />
        </Group>
        {companies.isPending ? (
          <LoadingState />
        ) : companies.isError ? (
          <ErrorState error={companies.error} onRetry={() => companies.refetch()} />
        ) : locations.length === 0 ? (
          <EmptyState title="No appointment locations">
            Set a location's shipment process to Appointment and add its docks on its company page.
          </EmptyState>
        ) : schedule.isPending ? (
          <LoadingState />
        ) : schedule.isError ? (
          <ErrorState error={schedule.error} onRetry={() => schedule.refetch()} />
        ) : (
          <DockScheduleBoard schedule={schedule.data} />
        )}
      </Stack>
    </Container>
  );
}
