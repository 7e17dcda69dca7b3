import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { STATUS_LABELS } from '@spotlane/shared/domain/load-status';
import type { StatsResponse } from '@spotlane/shared/schemas/analytics';
import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../ui/states.tsx';
import { hours, money, outOf, percent } from './figures.ts';

const OverviewCharts = lazy(() => import('./overview-charts.tsx'));

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-figure={label}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** PRODUCT.md 10, Overview: the figures as numbers, then as charts. */
export function OverviewTab({ stats }: { stats: StatsResponse }) {
  const total = Object.values(stats.by_status).reduce((sum, n) => sum + n, 0);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure label="Loads" value={String(total)} />
        <Figure
          label="On-time pickup"
          value={percent(stats.on_time_pickup)}
          hint={outOf(stats.on_time_counts?.pickup)}
        />
        <Figure
          label="On-time delivery"
          value={percent(stats.on_time_delivery)}
          hint={outOf(stats.on_time_counts?.delivery)}
        />
        <Figure label="Average cost per load" value={money(stats.avg_cost_per_load)} />
        <Figure
          label="Average rate per mile"
          value={money(stats.avg_rate_per_mile)}
          hint="Miles as entered, or est. from the ZIP codes"
        />
        <Figure
          label="Bids per load"
          value={stats.bids_per_load === null ? '—' : String(stats.bids_per_load)}
        />
        <Figure
          label="Median time to award"
          value={hours(stats.median_hours_to_award)}
          hint="From publishing to the award"
        />
      </SimpleGrid>
      <Paper withBorder radius="lg" p="lg" component="section" aria-label="Loads by status">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              <Table.Th>Loads</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(stats.by_status).map(([status, count]) => (
              <Table.Tr key={status}>
                <Table.Td>{(STATUS_LABELS as Record<string, string>)[status] ?? status}</Table.Td>
                <Table.Td>{count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Suspense fallback={<LoadingState label="Loading charts…" />}>
        <OverviewCharts stats={stats} />
      </Suspense>
    </Stack>
  );
}
