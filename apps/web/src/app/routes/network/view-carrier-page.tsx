import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useRefreshCompliance } from '../../../features/compliance/api/compliance.ts';
import { useCarrier } from '../../../features/network/api/get-carrier.ts';
import { carrierKeys } from '../../../features/network/api/keys.ts';
import { useRemoveCarrier } from '../../../features/network/api/remove-carrier.ts';
import {
  carrierName,
  PreferredStar,
  StatusBadge,
} from '../../../features/network/components/carrier-badges.tsx';
import { SubjectRatings } from '../../../features/reputation/components/subject-ratings.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { ComplianceBadges } from '../../../ui/compliance-badges.tsx';
import { DetailField, DetailGrid, DetailPage, DetailSection } from '../../../ui/detail-fields.tsx';
import { ViewPageActions } from '../../../ui/view-page-actions.tsx';
import { useNetworkRecordId } from './network-record-id.ts';

/** /view-carrier/{id}: company, contacts, MC/DOT, cargo insurance, equipment, notes. */
export default function ViewCarrierPage() {
  const { id, loadId, canEdit } = useNetworkRecordId('carrier_update');
  const carrier = useCarrier(loadId);
  const remove = useRemoveCarrier();

  return (
    <DetailPage
      title="Carrier"
      query={carrier}
      loadingLabel="Loading the carrier…"
      actions={(data) =>
        canEdit ? (
          <ViewPageActions
            entity="carrier"
            editPath={paths.editCarrier(id)}
            remove={{
              verb: 'Remove',
              tooltip: 'Remove from network',
              title: 'Remove this carrier?',
              message: `${carrierName(data)} leaves your network and your carrier lists. You can add them again later.`,
              confirmLabel: 'Yes, Remove',
              run: () => remove.mutateAsync(id),
              listPath: paths.carriers,
            }}
          />
        ) : null
      }
    >
      {(data) => (
        <Stack gap="lg">
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <PreferredStar carrier={data} canEdit={canEdit} />
                  <Title order={2}>{carrierName(data)}</Title>
                </Group>
                <StatusBadge status={data.status} />
              </Group>
              {data.status === 'invited' ? (
                <Text size="sm" c="dimmed">
                  Invited: {data.email} has not registered on Spotlane yet. Their details appear
                  here once they do.
                </Text>
              ) : null}
              <DetailGrid>
                <DetailField
                  label="Contact"
                  value={`${data.first_name} ${data.last_name}`.trim()}
                />
                <DetailField label="E-mail" value={data.email} />
                <DetailField label="Phone" value={data.phone} />
                <DetailField label="Preferred" value={data.preferred ? 'Yes' : 'No'} />
              </DetailGrid>
            </Stack>
          </Paper>
          {data.carrier_account_id !== null && data.compliance ? (
            <DetailSection title="Registry and your carrier policy">
              <Stack gap="sm">
                <ComplianceBadges compliance={data.compliance} />
                {data.compliance.findings.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Your carrier policy finds nothing on this carrier.
                  </Text>
                ) : null}
                <RefreshCompliance carrierAccountId={data.carrier_account_id} />
              </Stack>
            </DetailSection>
          ) : null}
          {data.carrier_account_id !== null ? (
            <DetailSection title="Ratings">
              <SubjectRatings subject="carrier" id={data.carrier_account_id} />
            </DetailSection>
          ) : null}
          <DetailSection title="Authority and insurance">
            <DetailGrid cols={3}>
              <DetailField label="MC number" value={data.details.mc_number} />
              <DetailField label="DOT number" value={data.details.dot_number} />
              <DetailField label="Cargo insurance limit" value={data.details.cargo} />
            </DetailGrid>
            <DetailField label="Equipment">
              {data.details.equipment_types.length > 0 ? (
                <Group gap={6} mt={4}>
                  {data.details.equipment_types.map((type) => (
                    <Badge key={type} variant="outline">
                      {equipmentTypeLabels[type as keyof typeof equipmentTypeLabels] ?? type}
                    </Badge>
                  ))}
                </Group>
              ) : (
                '—'
              )}
            </DetailField>
          </DetailSection>
          <DetailSection>
            <DetailField label="Notes" value={data.notes} preWrap />
          </DetailSection>
        </Stack>
      )}
    </DetailPage>
  );
}

/** Asks the registry again (at most once a minute per carrier, PRODUCT.md 15). */
function RefreshCompliance({ carrierAccountId }: { carrierAccountId: number }) {
  const refresh = useRefreshCompliance(carrierAccountId);
  const queryClient = useQueryClient();
  return (
    <Group gap="sm">
      <Button
        size="xs"
        variant="default"
        loading={refresh.isPending}
        onClick={() =>
          refresh.mutate(undefined, {
            onSuccess: () => queryClient.invalidateQueries({ queryKey: carrierKeys.all }),
          })
        }
      >
        Check the registry again
      </Button>
      {refresh.isError ? (
        <Text size="sm" c="red.8">
          {errorMessage(refresh.error)}
        </Text>
      ) : null}
    </Group>
  );
}
