import { Group, type GroupProps, Stack, Text } from '@mantine/core';
import type { LoadCard } from '@spotlane/shared/schemas/loads';
import { formatDate } from '../../../lib/format.ts';
import { loadFacts } from '../load-facts.ts';

/** The facts line of a load card (miles, weight, equipment), when there are any. */
export function CardFacts({ load }: { load: LoadCard }) {
  const facts = loadFacts(load);
  return facts ? (
    <Text size="sm" c="dimmed" mt="xs" data-testid="load-facts">
      {facts}
    </Text>
  ) : null;
}

/** A load card's ship and expected delivery dates, a small label over each. */
export function CardDates({
  load,
  valueWeight,
  ...group
}: {
  load: Pick<LoadCard, 'date_to_leave' | 'expected_delivery_date'>;
  valueWeight: number;
} & GroupProps) {
  const dates = [
    ['Ship Date', load.date_to_leave],
    ['Exp. Delivery', load.expected_delivery_date],
  ] as const;
  return (
    <Group {...group}>
      {dates.map(([label, date]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={valueWeight}>
            {formatDate(date)}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
