import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AWARD_RULE_LABELS } from '@spotlane/shared/domain/bidding';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import type { CompanyResponse } from '@spotlane/shared/schemas/companies';
import { audienceLabels } from '@spotlane/shared/schemas/loads';
import { IconEye } from '@tabler/icons-react';
import { formatAppointment, formatDate, formatDeadline } from '../../../lib/format.ts';
import { DetailField } from '../../../ui/detail-fields.tsx';
import { useCarrierChoices, useCarrierListChoices } from '../../network/api/choices.ts';
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
  const carriers = useCarrierChoices();
  const lists = useCarrierListChoices();
  if (!values) return null;
  const noLocation = mode === 'quote-no-location';
  const stop = (id: string | null) => {
    const found = placeOf(companies, id);
    return found ? `${found.company} · ${found.name}, ${found.city}, ${found.state}` : '';
  };
  // A quote without locations names only the city; otherwise the stop, then its second one.
  const stops = (
    id: string | null,
    extraId: string | null,
    place: ShipmentFormValues['quote_origin'],
  ) => {
    if (noLocation) return `${place.city}, ${place.state} ${place.zipcode}`;
    return extraId === null ? stop(id) : `${stop(id)} then ${stop(extraId)}`;
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
          <DetailField
            compact
            label="Pickup"
            value={stops(
              values.origin_location_id,
              values.with_extra_origin ? values.extra_origin_location_id : null,
              values.quote_origin,
            )}
          />
          <DetailField
            compact
            label="Delivery"
            value={stops(
              values.destination_location_id,
              values.with_extra_destination ? values.extra_destination_location_id : null,
              values.quote_destination,
            )}
          />
          <DetailField compact label="Ship date" value={formatDate(values.date_to_leave)} />
          <DetailField
            compact
            label="Expected delivery"
            value={formatDate(values.expected_delivery_date)}
          />
          {noLocation ? null : (
            <>
              <DetailField
                compact
                label="Pickup appointment"
                value={formatAppointment(values.appointment_pickup)}
              />
              <DetailField
                compact
                label="Delivery appointment"
                value={formatAppointment(values.appointment_delivery)}
              />
            </>
          )}
          <DetailField
            compact
            label="Equipment"
            value={
              values.equipment_type
                ? equipmentTypeLabels[values.equipment_type as keyof typeof equipmentTypeLabels]
                : 'Any'
            }
          />
          <DetailField
            compact
            label="Weight"
            value={values.weight_lbs.trim() ? `${values.weight_lbs.trim()} lb` : 'Not given'}
          />
          <DetailField compact label="Who sees it" value={audience} />
          {shipment ? (
            <>
              <DetailField
                compact
                label="Bid deadline"
                value={values.bid_deadline ? formatDeadline(values.bid_deadline) : 'None'}
              />
              <DetailField
                compact
                label="Award rule"
                value={AWARD_RULE_LABELS[values.award_rule]}
              />
              <DetailField
                compact
                label="Target rate"
                value={values.target_rate.trim() ? `$${values.target_rate.trim()}` : 'None'}
              />
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
