import { BarChart, DonutChart } from '@mantine/charts';
// The charts' styles, with the code that renders them.
import '@mantine/charts/styles.layer.css';
import {
  ColorSwatch,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { STATUS_LABELS } from '@spotlane/shared/domain/load-status';
import type { StatsResponse } from '@spotlane/shared/schemas/analytics';
import { useState } from 'react';

const COLORS = ['blue.6', 'teal.6', 'yellow.6', 'grape.6', 'cyan.6', 'orange.6', 'red.6', 'gray.6'];

/** The Overview's charts (its own chunk: only /analytics loads recharts). */
export default function OverviewCharts({ stats }: { stats: StatsResponse }) {
  const [period, setPeriod] = useState<'week' | 'month'>('week');
  const spend = (period === 'week' ? stats.spend : stats.spend_by_month).map((point) => ({
    period: point.period,
    Spend: Math.round(point.amount) / 100,
  }));
  const statuses = Object.entries(stats.by_status).map(([status, count], index) => ({
    name: (STATUS_LABELS as Record<string, string>)[status] ?? status,
    value: count,
    color: COLORS[index % COLORS.length] as string,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder radius="lg" p="lg" component="section" aria-label="Spend chart">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Spend by {period}
          </Title>
          <SegmentedControl
            aria-label="Spend period"
            value={period}
            onChange={(value) => setPeriod(value as 'week' | 'month')}
            data={[
              { value: 'week', label: 'Weekly' },
              { value: 'month', label: 'Monthly' },
            ]}
          />
          {spend.length === 0 ? (
            <Text c="dimmed" size="sm">
              Spend shows once a carrier is awarded a load.
            </Text>
          ) : (
            <BarChart
              h={240}
              data={spend}
              dataKey="period"
              series={[{ name: 'Spend', color: 'blue.6' }]}
              valueFormatter={(value) => `$${value.toLocaleString('en-US')}`}
            />
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg" component="section" aria-label="Loads by status chart">
        <Title order={2} size="h4" mb="sm">
          Loads by status
        </Title>
        <DonutChart
          data={statuses}
          withLabelsLine
          withLabels
          tooltipDataSource="segment"
          mx="auto"
        />
        {/* The legend: each colour named with its count, also for a reader without the chart. */}
        <Group gap="md" mt="sm" justify="center" component="ul" aria-label="Legend" p={0}>
          {statuses.map((entry) => (
            <Group key={entry.name} gap={6} component="li" style={{ listStyle: 'none' }}>
              <ColorSwatch
                size={12}
                color={`var(--mantine-color-${entry.color.replace('.', '-')})`}
                withShadow={false}
              />
              <Text size="sm">
                {entry.name}: {entry.value}
              </Text>
            </Group>
          ))}
        </Group>
      </Paper>
    </SimpleGrid>
  );
}
