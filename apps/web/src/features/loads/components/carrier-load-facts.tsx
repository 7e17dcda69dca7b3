import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { milesText } from '@spotlane/shared/domain/miles';
import { formatCents } from '@spotlane/shared/domain/money';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { DetailField } from '../../../ui/detail-fields.tsx';
import { weightText } from '../load-facts.ts';
import { priceFacts } from '../load-price.ts';

const NOT_GIVEN = 'Not given';

/**
 * What a carrier judges a load by (PRODUCT.md 10): equipment, weight, miles and the posted
 * target rate with its rate per mile (decision 060).
 */
export function CarrierLoadFacts({ load }: { load: LoadDetail }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" data-testid="carrier-load-facts">
      <DetailField
        compact
        label="Equipment"
        value={load.equipment_type ? equipmentTypeLabels[load.equipment_type] : NOT_GIVEN}
      />
      <DetailField compact label="Weight" value={weightText(load.weight_lbs) ?? NOT_GIVEN} />
      <DetailField
        compact
        label="Miles"
        value={milesText(load.miles, load.miles_estimated) ?? NOT_GIVEN}
      />
      <DetailField compact label="Target rate" value={priceFacts(load) ?? NOT_GIVEN} />
    </SimpleGrid>
  );
}

const STOP_LABELS = {
  pickup: 'Pickup',
  extra_pickup: 'Second pickup',
  delivery: 'Delivery',
  extra_delivery: 'Second delivery',
} as const;

/** For the carrier holding the load: the agreed rate and whom to call (shipper and docks). */
export function AwardPanel({ award }: { award: NonNullable<LoadDetail['award']> }) {
  const shipper = award.shipper_contact;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="award-panel">
      <Title order={2} size="h4" mb="sm">
        Agreed rate and contacts
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <DetailField
          compact
          label="Agreed rate"
          value={
            award.agreed_rate === null ? 'In the rate confirmation' : formatCents(award.agreed_rate)
          }
        />
        <DetailField compact label="Shipper contact">
          {shipper ? (
            <Stack gap={0}>
              <Text size="sm">{shipper.name}</Text>
              <Text size="sm">{shipper.email}</Text>
              {shipper.phone ? <Text size="sm">{shipper.phone}</Text> : null}
            </Stack>
          ) : (
            NOT_GIVEN
          )}
        </DetailField>
        {award.dock_contacts.map((dock) => (
          <DetailField key={dock.stop} compact label={`${STOP_LABELS[dock.stop]} dock`}>
            <Stack gap={0}>
              <Text size="sm">{dock.location}</Text>
              <Text size="sm">
                {[dock.name, dock.phone].filter(Boolean).join(', ') || 'No contact given'}
              </Text>
            </Stack>
          </DetailField>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
