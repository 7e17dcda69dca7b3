import { MultiSelect, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CarrierResponse } from '@spotlane/shared/schemas/carriers';
import type { ComplianceBrief } from '@spotlane/shared/schemas/compliance';
import { audienceLabels, audienceTypes } from '@spotlane/shared/schemas/loads';
import { ComplianceBadges } from '../../../ui/compliance-badges.tsx';
import { useCarrierChoices, useCarrierListChoices } from '../../network/api/choices.ts';

/** PRODUCT.md 15: the picker says at once which carriers the policy blocks or warns on. */
function policyNote(compliance: ComplianceBrief | null | undefined): string {
  const findings = compliance?.findings ?? [];
  if (findings.some((finding) => finding.action === 'block')) return ' — blocked by your policy';
  if (findings.length > 0)
    return ` — ${findings.length} policy warning${findings.length > 1 ? 's' : ''}`;
  return '';
}

/** What the policy finds on the carriers chosen, beside their names. */
function ChosenCarrierWarnings({ carriers }: { carriers: CarrierResponse[] }) {
  const flagged = carriers.filter((carrier) => (carrier.compliance?.findings.length ?? 0) > 0);
  if (flagged.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="Carrier policy findings">
      {flagged.map((carrier) => (
        <Stack key={carrier.id} gap={4}>
          <Text size="sm" fw={600}>
            {carrier.company_name || carrier.email}
          </Text>
          <ComplianceBadges compliance={carrier.compliance} />
        </Stack>
      ))}
    </Stack>
  );
}

import type { AudienceType } from '../shipment-form-values.ts';

interface Props {
  type: AudienceType;
  listId: string | null;
  carrierIds: string[];
  onTypeChange: (type: AudienceType) => void;
  onListChange: (id: string | null) => void;
  onCarriersChange: (ids: string[]) => void;
  listError?: string;
  carriersError?: string;
}

const HINTS: Record<AudienceType, string> = {
  all: 'Every carrier in My Carriers sees it as a spot quote.',
  list: 'Only the carriers of one list see it.',
  carriers: 'Only the carriers you pick see it.',
  marketplace: 'Every carrier on Spotlane sees it.',
  lane: "The lane's routing guide offers it carrier by carrier, then its fallback audience sees it.",
};

/** PRODUCT.md 4: who sees the load as a spot quote. */
export function AudiencePicker(props: Props) {
  const carriers = useCarrierChoices();
  const lists = useCarrierListChoices();
  return (
    <Stack gap="sm">
      {props.type === 'lane' ? (
        <Text size="sm" c="indigo" fw={500} data-testid="audience-lane">
          {audienceLabels.lane}: {HINTS.lane}
        </Text>
      ) : null}
      <Radio.Group
        value={props.type}
        onChange={(value) => props.onTypeChange(value as AudienceType)}
        aria-label="Who sees it"
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          {audienceTypes.map((type) => (
            <Radio.Card key={type} value={type} p="sm" radius="md" withBorder>
              <Stack gap={2}>
                <Radio.Indicator size="xs" />
                <Text fw={600} size="sm">
                  {audienceLabels[type]}
                </Text>
                <Text size="xs" c="dimmed">
                  {HINTS[type]}
                </Text>
              </Stack>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {props.type === 'list' ? (
        <Select
          label="Carrier list"
          withAsterisk
          placeholder={lists.isPending ? 'Loading lists…' : 'Choose a carrier list'}
          data={(lists.data?.results ?? []).map((list) => ({
            value: String(list.id),
            label: `${list.name} (${list.carrier_ids.length} carriers)`,
          }))}
          value={props.listId}
          onChange={props.onListChange}
          nothingFoundMessage="You have no carrier lists yet"
          error={props.listError}
        />
      ) : null}
      {props.type === 'carriers' ? (
        <MultiSelect
          label="Carriers"
          withAsterisk
          searchable
          placeholder={carriers.isPending ? 'Loading carriers…' : 'Choose carriers'}
          data={(carriers.data?.results ?? []).map((carrier) => ({
            value: String(carrier.id),
            label: `${carrier.company_name || carrier.email}${carrier.status === 'invited' ? ' (invited)' : ''}${policyNote(carrier.compliance)}`,
          }))}
          value={props.carrierIds}
          onChange={props.onCarriersChange}
          nothingFoundMessage="No carrier found"
          error={props.carriersError}
        />
      ) : null}
      {props.type === 'carriers' ? (
        <ChosenCarrierWarnings
          carriers={(carriers.data?.results ?? []).filter((carrier) =>
            props.carrierIds.includes(String(carrier.id)),
          )}
        />
      ) : null}
    </Stack>
  );
}
