import { Container, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import { useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { useSession } from '../../auth/session.ts';
import { useArchiveEquipment } from '../api/archive-equipment.ts';
import { useUnit } from '../api/get-equipment.ts';
import { DetailField } from '../components/detail-field.tsx';
import { ArchivedBadge, EquipmentStatusBadge } from '../components/fleet-badges.tsx';
import { FleetLoads } from '../components/fleet-loads.tsx';
import { RecordActions } from '../components/record-actions.tsx';

/** /view-equipment/{id}: the unit and its upcoming and past loads. */
export default function ViewEquipmentPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { user } = useSession();
  const unit = useUnit(valid ? id : null);
  const archive = useArchiveEquipment();
  const data = unit.data;
  const actions =
    data && !data.archived_at && user?.permissions.shipment_edit !== false ? (
      <RecordActions
        noun="unit"
        name={`Unit ${data.unit_number}`}
        editPath={`/edit-equipment/${id}`}
        listPath="/equipments"
        archive={archive}
        id={id}
      />
    ) : null;
  return (
    <>
      <PageHeader title="Equipment" actions={actions} showTools={false} />
      <Container size="md" py="xl">
        {!valid || unit.isError ? (
          <ErrorState
            title="This unit could not be loaded"
            error={unit.error ?? new Error('This unit does not exist')}
            onRetry={valid ? () => unit.refetch() : undefined}
          />
        ) : unit.isPending || !data ? (
          <LoadingState label="Loading the unit…" />
        ) : (
          <Stack gap="lg">
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2}>{`Unit ${data.unit_number}`}</Title>
                  <Group gap="xs">
                    {data.archived_at ? <ArchivedBadge /> : null}
                    <EquipmentStatusBadge status={data.status} />
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <DetailField label="Type">{equipmentTypeLabels[data.equipment_type]}</DetailField>
                  <DetailField label="Plate">
                    {[data.plate, data.plate_state].filter(Boolean).join(' · ')}
                  </DetailField>
                  <DetailField label="VIN">{data.vin}</DetailField>
                  <DetailField label="Year">{data.year}</DetailField>
                  <DetailField label="Make">{data.make}</DetailField>
                  <DetailField label="Capacity">
                    {data.capacity_lbs ? `${data.capacity_lbs.toLocaleString('en-US')} lb` : null}
                  </DetailField>
                  <DetailField label="Length">
                    {data.length_ft ? `${data.length_ft} ft` : null}
                  </DetailField>
                </SimpleGrid>
                <DetailField label="Notes">{data.notes}</DetailField>
              </Stack>
            </Paper>
            <FleetLoads loads={data.loads} />
          </Stack>
        )}
      </Container>
    </>
  );
}
