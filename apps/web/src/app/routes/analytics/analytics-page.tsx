import { Container, Stack } from '@mantine/core';
import { redirect } from 'react-router';
import {
  readAnalyticsUrl,
  withRememberedFilters,
} from '../../../features/analytics/analytics-url.ts';
import { statsQuery } from '../../../features/analytics/api/analytics.ts';
import { AnalyticsView } from '../../../features/analytics/components/analytics-view.tsx';
import { SubjectScore } from '../../../features/reputation/components/score-badge.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import type { RouteLoader } from '../../route-module.ts';

/**
 * The figures for the URL's filters, asked for with the chunk; a visit without filters in its
 * URL goes to the same URL with the filters remembered on the device.
 */
export const loader: RouteLoader =
  (queryClient) =>
  ({ request }) => {
    const url = new URL(request.url);
    const remembered = withRememberedFilters(url);
    if (remembered) return redirect(remembered);
    void queryClient.prefetchQuery(statsQuery(readAnalyticsUrl(url.searchParams).filters));
    return null;
  };

/**
 * /analytics (analytics_view): the shipper's figures, cost report and carrier scorecards, each
 * scorecard with the carrier's rating from shippers (PRODUCT.md 21).
 */
export default function AnalyticsPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Analytics" showTools={false} />
      {/* The page's padding, as the other list pages have. */}
      <Container size="xl" w="100%">
        <AnalyticsView
          carrierExtra={(id, ids) => <SubjectScore subject="carrier" id={id} ids={ids} compact />}
        />
      </Container>
    </Stack>
  );
}
