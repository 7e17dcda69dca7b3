import { Badge, Button, Card, Tooltip } from '@mantine/core';
import { biddingOpen } from '@spotlane/shared/domain/bidding';
import type { LoadCard } from '@spotlane/shared/schemas/loads';
import { IconArrowDown, IconGavel, IconTruck } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { DeadlineCountdown } from '../../../ui/countdown.tsx';
import { StatusIcon } from '../../../ui/status-icon.tsx';
import { bestBidText, bidCountText } from '../bid-glance.ts';
import { detailPath, placeLine } from '../list-pages.ts';
import { CardDates, CardFacts } from './card-facts.tsx';
import classes from './load-card.module.css';
import { StarToggle } from './star-toggle.tsx';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function Stop({
  label,
  line,
  extra,
}: {
  label: string;
  line: { company: string | null; place: string };
  extra: boolean;
}) {
  return (
    <div className={classes.shrinkable}>
      <div className={cx(classes.row, classes.nowrap, classes.gap6)}>
        <p className={cx(classes.xs, classes.dimmed, classes.caps, classes.w700)}>{label}</p>
        {extra ? (
          <Tooltip label={`A second ${label.toLowerCase()} stop`}>
            <Badge size="xs" variant="light" color="gray" aria-label={`+1 ${label.toLowerCase()}`}>
              +1
            </Badge>
          </Tooltip>
        ) : null}
      </div>
      {line.company ? (
        <p className={cx(classes.sm, classes.w600, classes.truncate)}>{line.company}</p>
      ) : null}
      <p className={cx(classes.sm, classes.dimmed, classes.truncate)}>{line.place}</p>
    </div>
  );
}

/**
 * A shipment card (SPEC 3.3). Its text and layout are plain elements (the first-load budget: a list of
 * them is most of the page's first render); the badges and controls stay Mantine's.
 */
// Memoised: the list page re-renders on each keystroke of its search and on each answer of its
// other queries; a card re-renders only when its load changes (the first-load budget).
export const ShipmentCard = memo(function ShipmentCard({ load }: { load: LoadCard }) {
  const origin = placeLine(load.origin_location, load.quote_origin);
  const destination = placeLine(load.destination_location, load.quote_destination);
  const best = bestBidText(load);
  return (
    <Card withBorder radius="lg" padding="md" data-testid="shipment-card" h="100%">
      <div className={cx(classes.row, classes.nowrap, classes.top, classes.spread, classes.gapMd)}>
        <div className={cx(classes.row, classes.gap6)}>
          <StatusIcon status={load.status} />
          {load.is_late ? (
            <Badge color="red" variant="filled">
              Late
            </Badge>
          ) : null}
        </div>
        <StarToggle loadId={load.id} starred={load.starred} size="md" />
      </div>
      <p className={cx(classes.xs, classes.dimmed, classes.mt6, classes.mono)}>
        {load.identifier ?? 'Quote request'}
      </p>
      <p className={cx(classes.lg, classes.w700, classes.clamp1)} title={load.name ?? undefined}>
        {load.name ?? 'Untitled'}
      </p>

      <div className={cx(classes.column, classes.gap4, classes.mtSm)}>
        <Stop label="Origin" line={origin} extra={Boolean(load.extra_origin_location)} />
        <IconArrowDown size={14} color="var(--mantine-color-gray-5)" aria-hidden />
        <Stop
          label="Destination"
          line={destination}
          extra={Boolean(load.extra_destination_location)}
        />
      </div>
      <CardFacts load={load} />

      <div className={classes.divider} />
      <CardDates load={load} valueWeight={600} className={cx(classes.gapXs, classes.growXs)} />
      {/* What matters at a glance (PRODUCT.md 9): the best bid and its carrier, how many
          bids, and the time left to bid; live with the bid events (features/live). */}
      {best ? (
        <div className={cx(classes.row, classes.nowrap, classes.gap4, classes.mtXs)}>
          <IconGavel size={14} aria-hidden />
          <p className={cx(classes.sm, classes.truncate)} data-testid="best-bid">
            <span className={classes.dimmed}>{best.label} </span>
            <span className={classes.w700}>{best.amount}</span>
            <span className={classes.dimmed}> · {best.carrier}</span>
          </p>
        </div>
      ) : null}
      <div className={cx(classes.row, classes.gapMd, classes.mtXs)}>
        <p className={cx(classes.sm, classes.w600)} data-testid="bid-count">
          {bidCountText(load.bid_count)}
        </p>
        <div
          className={cx(classes.row, classes.nowrap, classes.gap4)}
          style={{ minWidth: 0, flex: 1 }}
        >
          <IconTruck size={14} aria-hidden />
          <p className={cx(classes.sm, classes.truncate, !load.assigned_to && classes.dimmed)}>
            {load.assigned_to?.company_name ?? 'Not assigned'}
          </p>
        </div>
      </div>
      {load.bid_deadline && biddingOpen(load.status) ? (
        <div className={cx(classes.row, classes.mtXs)}>
          <DeadlineCountdown deadline={load.bid_deadline} />
        </div>
      ) : null}

      <div className={classes.footer}>
        <Button
          component={Link}
          to={detailPath(load.id)}
          variant="light"
          fullWidth
          aria-label={`Details of ${load.name ?? load.identifier ?? 'shipment'}`}
        >
          Details
        </Button>
      </div>
    </Card>
  );
});
