import { Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { BENCHMARK_DAYS, type Percentiles } from '@spotlane/shared/schemas/analytics';
import { useState } from 'react';
import { useBenchmark } from '../api/analytics.ts';
import { money } from './figures.ts';

function Range({ label, figures, unit }: { label: string; figures: Percentiles; unit?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {figures.n === 0
          ? 'No data yet (n = 0)'
          : `${money(figures.p25)} – ${money(figures.p75)}${unit ?? ''}, median ${money(figures.p50)}${unit ?? ''} (n = ${figures.n})`}
      </Text>
    </Group>
  );
}

/**
 * PRODUCT.md 10: a lane's benchmark (25th to 75th percentile, median, and n) over 7, 30 or 90
 * days. `title` says what it is for where it shows: a suggested target on the shipment form,
 * the market range on the bid form, the benchmark on a lane's page.
 */
export function BenchmarkRange({
  title,
  originZip,
  destinationZip,
  originRegionId,
  destinationRegionId,
  equipmentType,
  missingText = 'Shows once both stops have a ZIP code and the equipment is chosen.',
}: {
  title: string;
  originZip: string | null | undefined;
  destinationZip: string | null | undefined;
  /** A lane end that is one of the shipper's regions (its states or 3-digit prefixes). */
  originRegionId?: number | null;
  destinationRegionId?: number | null;
  equipmentType: string | null | undefined;
  /** Why no range shows, in the words of the person who sees it (who can or cannot fix it). */
  missingText?: string;
}) {
  const [days, setDays] = useState<(typeof BENCHMARK_DAYS)[number]>(30);
  // One form per end: the region when the end is one, else its ZIP code.
  const query = {
    ...(originRegionId
      ? { origin_region_id: originRegionId }
      : { origin_zip: originZip ?? undefined }),
    ...(destinationRegionId
      ? { destination_region_id: destinationRegionId }
      : { destination_zip: destinationZip ?? undefined }),
    equipment_type: (equipmentType ?? undefined) as never,
    days,
  };
  const benchmark = useBenchmark(query);
  const ready = Boolean(
    (originRegionId || originZip) && (destinationRegionId || destinationZip) && equipmentType,
  );
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{title}</Text>
        <SegmentedControl
          size="xs"
          aria-label="Benchmark period"
          value={String(days)}
          onChange={(value) => setDays(Number(value) as (typeof BENCHMARK_DAYS)[number])}
          data={BENCHMARK_DAYS.map((n) => ({ value: String(n), label: `${n} days` }))}
        />
      </Group>
      {!ready ? (
        <Text size="sm" c="dimmed">
          {missingText}
        </Text>
      ) : benchmark.data ? (
        <Stack gap={4}>
          <Range label="Bids" figures={benchmark.data.bids} />
          <Range label="Awarded rates" figures={benchmark.data.awards} />
          <Range label="Bids per mile" figures={benchmark.data.per_mile} unit="/mi" />
          <Text size="xs" c="dimmed">
            {benchmark.data.scope === 'platform'
              ? originRegionId || destinationRegionId
                ? 'From every shipper’s bids on this lane (the regions’ states or 3-digit ZIP prefixes).'
                : 'From every shipper’s bids on this lane (3-digit ZIP prefixes).'
              : 'From your own data only: other shippers’ bids count from 7 bids of 3 shippers.'}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {benchmark.isError ? 'The benchmark could not be loaded.' : 'Loading the benchmark…'}
        </Text>
      )}
    </Paper>
  );
}
