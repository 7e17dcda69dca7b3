// A load the SPEC's stop fields can say keeps the SPEC's columns; others list every stop.

import { Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { biddingOpen } from '@spotlane/shared/domain/bidding';
import { needsStopEditor } from '@spotlane/shared/forms/shipment-form';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import type { ReactNode } from 'react';
import { DeadlineCountdown } from '../../../../ui/countdown.tsx';
import { DetailField } from '../../../../ui/detail-fields.tsx';
import { LocationHoursCheck } from '../../../../ui/location-hours.tsx';
import { cityStateZipDash } from '../../carrier-rules.ts';
import { CarrierLoadFacts } from '../carrier-load-facts.tsx';
import { CarrierStatusBadge } from '../carrier-status-badge.tsx';
import { CompactFields, interleave, loadSchedule } from '../load-schedule.tsx';
import { StopList } from '../stop-list.tsx';

type Location = LoadDetail['origin_location'];

/** One stop's address with the carrier's 'Check' of its hours. */
function StopField({
  label,
  location,
  fallback,
  kind,
}: {
  label: string;
  location: Location;
  fallback?: { city: string; state: string; zipcode: string } | null;
  kind: 'Shipping' | 'Delivery';
}) {
  const place = location?.address ?? fallback ?? null;
  return (
    <DetailField compact label={label}>
      {place ? (
        // On a phone the Check button goes under a long address instead of off the screen.
        <Group gap="xs" wrap="wrap">
          <span>
            {location?.address.address1 ? `${location.address.address1}, ` : ''}
            {cityStateZipDash(place)}
          </span>
          {location ? (
            <LocationHoursCheck
              locationId={location.id}
              kind={kind}
              shipmentProcess={location.shipment_process}
            />
          ) : null}
        </Group>
      ) : (
        '—'
      )}
    </DetailField>
  );
}

/** The stops of a load as the carrier sees them, with their dates and appointments. */
function CarrierStops({ load }: { load: LoadDetail }) {
  if (needsStopEditor(load)) return <StopList load={load} canEdit={false} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      <StopField
        label="Origin 01"
        location={load.origin_location}
        fallback={load.quote_origin}
        kind="Shipping"
      />
      <StopField
        label="Destination 01"
        location={load.destination_location}
        fallback={load.quote_destination}
        kind="Delivery"
      />
      <StopField label="Origin 02" location={load.extra_origin_location} kind="Shipping" />
      <StopField
        label="Destination 02"
        location={load.extra_destination_location}
        kind="Delivery"
      />
      {/* Two columns: each pickup field beside its delivery one. */}
      <CompactFields fields={interleave(loadSchedule(load))} />
    </SimpleGrid>
  );
}

/**
 * One load as a carrier sees it: the shipper (`logo`: the account feature's), the status and
 * bidding countdown, the carrier's own bid (`ownBid`: the bids feature's notice), the facts and
 * the stops. `shipperFacts` sits under the shipper's name (the billing feature's days to pay).
 */
export function CarrierLoadCard({
  load,
  logo,
  ownBid,
  shipperFacts,
}: {
  load: LoadDetail;
  logo: ReactNode;
  ownBid: ReactNode;
  shipperFacts?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          {logo}
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Company
            </Text>
            <Title order={2} size="h3">
              {load.created_by.company_name}
            </Title>
            {load.identifier || load.name ? (
              <Text c="dimmed" size="sm">
                {[load.identifier, load.name].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
            {shipperFacts}
          </Stack>
        </Group>
        <Stack gap={4} align="flex-end">
          <CarrierStatusBadge load={load} />
          {biddingOpen(load.status) ? <DeadlineCountdown deadline={load.bid_deadline} /> : null}
        </Stack>
      </Group>
      {ownBid}
      <Divider mb="md" />
      <CarrierLoadFacts load={load} />
      <Divider my="md" />
      <CarrierStops load={load} />
    </Paper>
  );
}

/** The load's specs and its free-text details, side by side. */
export function CarrierSpecsAndDetails({ load }: { load: LoadDetail }) {
  const specs = Object.entries(load.specs);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="sm">
          Shipment Specs
        </Title>
        {specs.length ? (
          <Table withRowBorders={false} striped aria-label="Shipment Specs">
            <Table.Tbody>
              {specs.map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Td fw={600}>{key}</Table.Td>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed" size="sm">
            No specs given.
          </Text>
        )}
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="sm">
          Details
        </Title>
        <Text
          size="sm"
          c={load.description ? undefined : 'dimmed'}
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {load.description || 'No details given.'}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
