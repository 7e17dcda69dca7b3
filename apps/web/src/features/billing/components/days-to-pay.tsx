import { Badge, Tooltip } from '@mantine/core';
import { useDaysToPay } from '../api/payments.ts';

/**
 * PRODUCT.md 19: how fast the shipper pays, over the last 90 days, for carriers on its loads
 * and profile: the average days from POD approval to payment and the share paid by the due
 * date. Says so when the shipper has paid nothing yet.
 */
export function DaysToPay({ shipperId }: { shipperId: number }) {
  const days = useDaysToPay(shipperId);
  if (days.isPending || days.isError) return null;
  if (!days.data)
    return (
      <Badge variant="light" color="gray">
        Days to pay: no payments yet
      </Badge>
    );
  const { average_days, on_time_share, paid_count } = days.data;
  return (
    <Tooltip
      label={`Over the last 90 days, ${paid_count} invoice${paid_count === 1 ? '' : 's'} paid`}
    >
      <Badge
        variant="light"
        color={on_time_share >= 0.9 ? 'teal' : on_time_share >= 0.6 ? 'yellow' : 'red'}
      >
        Pays in {average_days} days · {Math.round(on_time_share * 100)}% on time
      </Badge>
    </Tooltip>
  );
}
