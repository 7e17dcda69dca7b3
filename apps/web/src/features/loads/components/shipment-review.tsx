import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AWARD_RULE_LABELS } from '@spotlane/shared/domain/bidding';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import type { CompanyResponse } from '@spotlane/shared/schemas/companies';
import { audienceLabels } from '@spotlane/shared/schemas/loads';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatAppointment, formatDate, formatDeadline } from '../../../lib/format.ts';
import { useFormCarrierLists } from '../api/list-form-carrier-lists.ts';
import { useFormCarriers } from '../api/list-form-carriers.ts';
import type { FormMode, ShipmentFormValues } from '../shipment-form-values.ts';

interface Place {
  company: string;
  name: string;
  city: string;
  state: string;
  zipcode: string;
}

function placeOf(companies: readonly CompanyResponse[], id: string | null): Place | null {
  if (!id) return null;
  for (const company of companies) {
    const location = company.locations.find((item) => String(item.id) === id);
    if (location)
      return {
        company: company.name,
        name: location.name,
        city: location.address.city,
        state: location.address.state,
        zipcode: location.address.zipcode,
      };
  }
  return null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </Stack>
  );
}

interface Props {
  opened: boolean;
  values: ShipmentFormValues | null;
  mode: FormMode;
  companies: readonly CompanyResponse[];
  saving: boolean;
  onBack: () => void;
  onPublish: () => void;
  onDraft: () => void;
}

/**
 * PRODUCT.md 4: the last look before a load goes out. It says what is published, to whom, how
 * bidding ends, and what the carriers of the audience will see (the privacy rule keeps the
 * shipment's name, number and addresses from them until it is awarded).
 */
export function ShipmentReview({
  opened,
  values,
  mode,
  companies,
  saving,
  onBack,
  onPublish,
  onDraft,
}: Props) {
  const carriers = useFormCarriers();
  const lists = useFormCarrierLists();
  if (!values) return null;
  const noLocation = mode === 'quote-no-location';
  const stop = (id: string | null, place: ShipmentFormValues['quote_origin']) => {
    if (noLocation) return `${place.city}, ${place.state} ${place.zipcode}`;
    const found = placeOf(companies, id);
    return found ? `${found.company} · ${found.name}, ${found.city}, ${found.state}` : '';
  };
  const cityOf = (id: string | null, place: ShipmentFormValues['quote_origin']) => {
    if (noLocation) return `${place.city}, ${place.state} ${place.zipcode}`;
    const found = placeOf(companies, id);
    return found ? `${found.city}, ${found.state} ${found.zipcode}` : '';
  };
  let audience: string = audienceLabels[values.audience_type];
  if (values.audience_type === 'list') {
    const list = lists.data?.results.find((item) => String(item.id) === values.carrier_list_id);
    if (list) audience = `${audience}: ${list.name}`;
  } else if (values.audience_type === 'carriers') {
    const names = (carriers.data?.results ?? [])
      .filter((item) => values.carrier_ids.includes(String(item.id)))
      .map((item) => item.company_name);
    audience = `${audience}: ${names.join(', ') || `${values.carrier_ids.length} carriers`}`;
  }
  const shipment = mode === 'shipment';
  const specs = values.specs.filter((row) => row.key.trim());
  return (
    <Modal
      opened={opened}
      onClose={onBack}
      title={
        <Title order={2} size="h4">
          {shipment ? 'Review before publishing' : 'Review before requesting quotes'}
        </Title>
      }
      size="lg"
      centered
    >
      <Stack gap="md" data-testid="shipment-review">
        <Text fw={600}>{values.name}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label="Pickup">
            {stop(values.origin_location_id, values.quote_origin)}
            {values.with_extra_origin && !noLocation
              ? ` then ${stop(values.extra_origin_location_id, values.quote_origin)}`
              : ''}
          </Fact>
          <Fact label="Delivery">
            {stop(values.destination_location_id, values.quote_destination)}
            {values.with_extra_destination && !noLocation
              ? ` then ${stop(values.extra_destination_location_id, values.quote_destination)}`
              : ''}
          </Fact>
          <Fact label="Ship date">{formatDate(values.date_to_leave)}</Fact>
          <Fact label="Expected delivery">{formatDate(values.expected_delivery_date)}</Fact>
          {noLocation ? null : (
            <>
              <Fact label="Pickup appointment">{formatAppointment(values.appointment_pickup)}</Fact>
              <Fact label="Delivery appointment">
                {formatAppointment(values.appointment_delivery)}
              </Fact>
            </>
          )}
          <Fact label="Equipment">
            {values.equipment_type
              ? equipmentTypeLabels[values.equipment_type as keyof typeof equipmentTypeLabels]
              : 'Any'}
          </Fact>
          <Fact label="Weight">
            {values.weight_lbs.trim() ? `${values.weight_lbs.trim()} lb` : 'Not given'}
          </Fact>
          <Fact label="Who sees it">{audience}</Fact>
          {shipment ? (
            <>
              <Fact label="Bid deadline">
                {values.bid_deadline ? formatDeadline(values.bid_deadline) : 'None'}
              </Fact>
              <Fact label="Award rule">{AWARD_RULE_LABELS[values.award_rule]}</Fact>
              <Fact label="Target rate">
                {values.target_rate.trim() ? `$${values.target_rate.trim()}` : 'None'}
              </Fact>
            </>
          ) : null}
        </SimpleGrid>
        <Alert variant="light" color="blue" icon={<IconEye size={18} />} title="What carriers see">
          <Text size="sm">
            {cityOf(values.origin_location_id, values.quote_origin)} to{' '}
            {cityOf(values.destination_location_id, values.quote_destination)}, the dates and
            appointments, equipment and weight
            {specs.length ? `, ${specs.map((row) => row.key.trim()).join(', ')}` : ''}
            {values.description.trim() ? ' and your details' : ''}. Your shipment's name and number,
            the companies and street addresses stay hidden until you award it.
          </Text>
        </Alert>
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onBack} disabled={saving}>
            Back
          </Button>
          <Group gap="sm">
            <Button variant="light" onClick={onDraft} disabled={saving}>
              Save as draft
            </Button>
            <Button onClick={onPublish} loading={saving}>
              {shipment ? 'Publish' : 'Request quotes'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
