import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SCORECARD_MIN_LOADS } from '@spotlane/shared/schemas/analytics';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import type { AnalyticsFilterValues } from '../analytics-url.ts';
import { useScorecards } from '../api/analytics.ts';
import { hours, percent } from './figures.ts';

/** The awarded rate against the lane median, as "4.2% under" / "3% over". */
function againstMedian(ratio: number | null): string {
  if (ratio === null) return '—';
  if (ratio === 0) return 'At the median';
  return `${Math.abs(Math.round(ratio * 1000) / 10)}% ${ratio < 0 ? 'under' : 'over'}`;
}

/**
 * PRODUCT.md 10, Carriers: a scorecard per carrier with 5 loads or more; `carrierExtra` shows
 * what the page adds under the name (the carrier's kept rating, PRODUCT.md 21), asked for once
 * for every card of the page.
 */
export function CarriersTab({
  filters,
  carrierExtra,
}: {
  filters: AnalyticsFilterValues;
  carrierExtra?: (carrierAccountId: number, allCarrierAccountIds: number[]) => ReactNode;
}) {
  const cards = useScorecards(filters);
  const accountIds = cards.data?.results.map((card) => card.carrier.account_id) ?? [];
  return (
    <QueryStates
      query={cards}
      loading="Loading the scorecards…"
      isEmpty={cards.data?.count === 0}
      empty={
        <EmptyState title="No scorecard yet">
          A carrier gets a scorecard once it has carried {SCORECARD_MIN_LOADS} of your loads in the
          chosen period.
        </EmptyState>
      }
    >
      <Text size="sm" c="dimmed" mb="sm" data-testid="scorecard-rule">
        A carrier gets a scorecard once it has carried {SCORECARD_MIN_LOADS} of your loads in the
        chosen period: fewer would say little. Carriers with fewer are not shown.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {cards.data?.results.map((card) => (
          <Paper
            key={card.carrier.account_id}
            withBorder
            radius="lg"
            p="lg"
            component="section"
            aria-label={`Scorecard of ${card.carrier.company_name}`}
          >
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                {card.carrier.company_name}
              </Title>
              <Badge variant="light">{card.loads} loads</Badge>
            </Group>
            {carrierExtra ? (
              <Box mb="sm">{carrierExtra(card.carrier.account_id, accountIds)}</Box>
            ) : null}
            <Stack gap={4}>
              {[
                ['On time', percent(card.on_time)],
                ['Invitations answered', `${percent(card.answered)} of ${card.invitations}`],
                ['Median response', hours(card.median_response_hours)],
                ['Awarded rate against the lane median', againstMedian(card.rate_vs_lane_median)],
              ].map(([label, value]) => (
                <Group key={label} justify="space-between">
                  <Text size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text size="sm" fw={600}>
                    {value}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </QueryStates>
  );
}
