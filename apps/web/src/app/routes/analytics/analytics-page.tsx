import { Container, Stack } from '@mantine/core';
import { AnalyticsView } from '../../../features/analytics/components/analytics-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

/** /analytics (analytics_view): the shipper's figures, cost report and carrier scorecards. */
export default function AnalyticsPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Analytics" showTools={false} />
      {/* The page's padding, as the other list pages have. */}
      <Container size="xl" w="100%">
        <AnalyticsView />
      </Container>
    </Stack>
  );
}
