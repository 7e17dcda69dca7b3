import { Badge, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { companyTypeLabels } from '@spotlane/shared/schemas/companies';
import { DockSettings } from '../../../features/docks/components/dock-settings.tsx';
import { useDeleteCompany } from '../../../features/network/api/delete-company.ts';
import { useCompany } from '../../../features/network/api/get-company.ts';
import { LocationSummary } from '../../../features/network/components/location-summary.tsx';
import { DetailField, DetailGrid, DetailPage } from '../../../ui/detail-fields.tsx';
import { ViewPageActions } from '../../../ui/view-page-actions.tsx';
import { useNetworkRecordId } from './network-record-id.ts';

/** /view-company/{id}: the company, its locations and their shipping hours. */
export default function ViewCompanyPage() {
  const { id, loadId, canEdit } = useNetworkRecordId('company_update');
  const company = useCompany(loadId);
  const remove = useDeleteCompany(id);

  return (
    <DetailPage
      title="Company"
      query={company}
      loadingLabel="Loading the company…"
      size="lg"
      actions={(data) =>
        canEdit ? (
          <ViewPageActions
            entity="company"
            editPath={paths.editCompany(id)}
            remove={{
              title: 'Delete this company?',
              message: `${data.name} and its delivery locations will be removed. Shipments that already used them keep their addresses.`,
              confirmLabel: 'Yes, Delete',
              run: () => remove.mutateAsync(),
              listPath: paths.companies,
            }}
          />
        ) : null
      }
    >
      {(data) => (
        <Stack gap="lg">
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2}>{data.name}</Title>
                <Badge variant="light" tt="none" size="lg">
                  {companyTypeLabels[data.company_type]}
                </Badge>
              </Group>
              <DetailGrid cols={3}>
                <DetailField label="Contact e-mail" value={data.email} />
                <DetailField label="Contact phone" value={data.phone} />
                <DetailField label="Locations" value={String(data.locations.length)} />
              </DetailGrid>
              {data.notes ? <DetailField label="Notes" value={data.notes} /> : null}
            </Stack>
          </Paper>

          <Title order={2} size="h4">
            Delivery locations
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data.locations.map((location) => (
              <Paper
                key={location.id}
                withBorder
                radius="lg"
                p="lg"
                data-testid="location-card"
                aria-label={location.name}
              >
                <Stack gap="sm">
                  <Title order={3} size="h5">
                    {location.name}
                  </Title>
                  <LocationSummary location={location} canEdit={canEdit} showName={false} />
                  <SimpleGrid cols={2}>
                    <DetailField label="Contact" value={location.contact_name} />
                    <DetailField label="Phone" value={location.contact_phone} />
                  </SimpleGrid>
                  <DetailField label="Time zone" value={location.timezone.replace(/_/g, ' ')} />
                  {location.shipment_process === 'appointment' ? (
                    <DockSettings locationId={location.id} canEdit={canEdit} />
                  ) : null}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </DetailPage>
  );
}
