import { Container, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { useSession } from '../../auth/session.ts';
import { useArchiveDriver } from '../api/archive-driver.ts';
import { useDriver } from '../api/get-driver.ts';
import { DetailField } from '../components/detail-field.tsx';
import { ArchivedBadge, DriverStatusBadge, LicenceExpiry } from '../components/fleet-badges.tsx';
import { FleetLoads } from '../components/fleet-loads.tsx';
import { RecordActions } from '../components/record-actions.tsx';
import { driverName } from '../fleet-rules.ts';

/** /view-driver/{id}: the driver, the licence, and upcoming and past loads. */
export default function ViewDriverPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { user } = useSession();
  const driver = useDriver(valid ? id : null);
  const archive = useArchiveDriver();
  const data = driver.data;
  const actions =
    data && !data.archived_at && user?.permissions.shipment_edit !== false ? (
      <RecordActions
        noun="driver"
        name={driverName(data)}
        editPath={`/edit-driver/${id}`}
        listPath="/drivers"
        archive={archive}
        id={id}
      />
    ) : null;
  return (
    <>
      <PageHeader title="Driver" actions={actions} showTools={false} />
      <Container size="md" py="xl">
        {!valid || driver.isError ? (
          <ErrorState
            title="This driver could not be loaded"
            error={driver.error ?? new Error('This driver does not exist')}
            onRetry={valid ? () => driver.refetch() : undefined}
          />
        ) : driver.isPending || !data ? (
          <LoadingState label="Loading the driver…" />
        ) : (
          <Stack gap="lg">
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2}>{driverName(data)}</Title>
                  <Group gap="xs">
                    {data.archived_at ? <ArchivedBadge /> : null}
                    <DriverStatusBadge status={data.status} />
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <DetailField label="Phone">{data.phone}</DetailField>
                  <DetailField label="E-mail">{data.email}</DetailField>
                  <DetailField label="Licence">
                    {`${data.license_number} (${data.license_state})`}
                  </DetailField>
                  <DetailField label="Licence expiry">
                    <LicenceExpiry expiry={data.license_expiry} />
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
