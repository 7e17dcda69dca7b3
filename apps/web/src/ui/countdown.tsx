import { Badge } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../lib/format.ts';

/** "2d 3h", "3h 12m", "4m 10s": the time left, coarser the further away. */
export function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  return `${m}m ${seconds % 60}s`;
}

/** PRODUCT.md 9: a live countdown to a bid deadline ("Bidding closes in 3h 12m"). */
export function DeadlineCountdown({ deadline }: { deadline: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  const left = new Date(deadline).getTime() - now;
  return (
    <Badge
      variant="light"
      color={left <= 0 ? 'gray' : left < 3_600_000 ? 'red' : 'yellow'}
      leftSection={<IconClock size={12} />}
      data-testid="bid-countdown"
      title={formatDateTime(deadline)}
    >
      {left <= 0 ? 'Bidding closed' : `Bidding closes in ${timeLeft(left)}`}
    </Badge>
  );
}
