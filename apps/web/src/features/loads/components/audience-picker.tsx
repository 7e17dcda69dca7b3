import { MultiSelect, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { audienceLabels, audienceTypes } from '@spotlane/shared/schemas/loads';
import { useFormCarrierLists } from '../api/list-form-carrier-lists.ts';
import { useFormCarriers } from '../api/list-form-carriers.ts';
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
  const carriers = useFormCarriers();
  const lists = useFormCarrierLists();
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
            label: `${carrier.company_name || carrier.email}${carrier.status === 'invited' ? ' (invited)' : ''}`,
          }))}
          value={props.carrierIds}
          onChange={props.onCarriersChange}
          nothingFoundMessage="No carrier found"
          error={props.carriersError}
        />
      ) : null}
    </Stack>
  );
}
