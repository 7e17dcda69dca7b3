import { Stack, Tabs, Title, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconReceipt2, IconTruck } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import { useAnalyticsUrl } from '../analytics-url.ts';
import { useStats } from '../api/analytics.ts';
import { AnalyticsFilters } from './analytics-filters.tsx';
import { CarriersTab } from './carriers-tab.tsx';
import { CostTab } from './cost-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';

/**
 * PRODUCT.md 10: the filters and the three tabs of /analytics, all in the URL (analytics-url.ts;
 * the filters also remembered on the device).
 */
export function AnalyticsView({
  carrierExtra,
}: {
  carrierExtra?: ComponentProps<typeof CarriersTab>['carrierExtra'];
} = {}) {
  const [{ filters, tab, page, sort }, update] = useAnalyticsUrl();
  const stats = useStats(filters);
  const filtered = Object.keys(filters).length > 0;
  const nothing = stats.data && Object.keys(stats.data.by_status).length === 0;
  return (
    <Stack gap="lg">
      <AnalyticsFilters value={filters} onChange={(next) => update({ filters: next })} />
      {/* The figures' own heading keeps the outline in order (h1, h2, then the panels' h3). */}
      <VisuallyHidden>
        <Title order={2}>Your figures</Title>
      </VisuallyHidden>
      <QueryStates
        query={stats}
        loading="Loading your analytics…"
        isEmpty={Boolean(nothing)}
        empty={
          filtered ? (
            <EmptyState title="No loads match these filters">
              Widen the date range or clear a filter to see your figures.
            </EmptyState>
          ) : (
            <EmptyState title="Your analytics start with your first shipment">
              Loads by status appear as soon as you post a shipment. Spend, cost per load and per
              mile, bids per load and time to award follow once a carrier is awarded; on-time
              figures once loads are picked up and delivered; a carrier’s scorecard after it has
              carried 5 of your loads.
            </EmptyState>
          )
        }
      >
        <Tabs
          value={tab}
          onChange={(value) =>
            update({ tab: value === 'cost' || value === 'carriers' ? value : 'overview' })
          }
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="overview" leftSection={<IconChartBar size={16} />}>
              Overview
            </Tabs.Tab>
            <Tabs.Tab value="cost" leftSection={<IconReceipt2 size={16} />}>
              Cost analytics
            </Tabs.Tab>
            <Tabs.Tab value="carriers" leftSection={<IconTruck size={16} />}>
              Carriers
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview">
            {stats.data && tab === 'overview' ? <OverviewTab stats={stats.data} /> : null}
          </Tabs.Panel>
          <Tabs.Panel value="cost">
            {tab === 'cost' ? (
              <CostTab
                filters={filters}
                page={page}
                ordering={sort}
                onPage={(next) => update({ page: next })}
                onSort={(next) => update({ sort: next })}
              />
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="carriers">
            {tab === 'carriers' ? (
              <CarriersTab filters={filters} carrierExtra={carrierExtra} />
            ) : null}
          </Tabs.Panel>
        </Tabs>
      </QueryStates>
    </Stack>
  );
}
