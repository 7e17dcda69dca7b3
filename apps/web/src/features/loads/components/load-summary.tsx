import { Group, Paper, Stack, Text } from '@mantine/core';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { formatDate } from '../../../lib/format.ts';
import { cityStateZipDash } from '../carrier-rules.ts';
import { loadFacts } from '../load-facts.ts';
import { priceFacts } from '../load-price.ts';

/** A compact reminder of the load next to the bid and quote forms. */
export function LoadSummary({ load }: { load: LoadDetail }) {
  const origin = load.origin_location?.address ?? load.quote_origin;
  const destination = load.destination_location?.address ?? load.quote_destination;
  // What a carrier judges a load by (PRODUCT.md 10), and its posted price (decision 060).
  const facts = loadFacts(load);
  const price = priceFacts(load);
  return (
    <Paper withBorder radius="lg" p="md" bg="gray.0">
      <Stack gap={6}>
        <Text fw={600}>{load.created_by.company_name}</Text>
        <Text size="sm">
          {cityStateZipDash(origin)} → {cityStateZipDash(destination)}
        </Text>
        {facts ? (
          <Text size="sm" data-testid="load-facts">
            {facts}
          </Text>
        ) : null}
        {price ? (
          <Text size="sm" fw={600} data-testid="load-price">
            Target rate {price}
          </Text>
        ) : null}
        <Group gap="lg">
          <Text size="sm" c="dimmed">
            Ship Date {formatDate(load.date_to_leave)}
          </Text>
          <Text size="sm" c="dimmed">
            Exp. Delivery {formatDate(load.expected_delivery_date)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
