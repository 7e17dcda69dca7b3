import { Badge, Button, Card } from '@mantine/core';
import { biddingOpen as isOpenForBids } from '@spotlane/shared/domain/bidding';
import type { LoadCard } from '@spotlane/shared/schemas/loads';
import { IconArrowDown, IconMapPin, IconMapPinFilled } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DeadlineCountdown } from '../../../ui/countdown.tsx';
import { cardAddress, hasIdentifier } from '../carrier-rules.ts';
import { priceFacts } from '../load-price.ts';
import { CardDates, CardFacts } from './card-facts.tsx';
import { CarrierStatusBadge } from './carrier-status-badge.tsx';
import { ExtraStopsBadge } from './extra-stops-badge.tsx';
import classes from './load-card.module.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function Stop({
  label,
  place,
  extra,
  color,
}: {
  label: string;
  place: string;
  extra: boolean;
  color: 'teal' | 'indigo';
}) {
  return (
    <div className={cx(classes.row, classes.nowrap, classes.top, classes.gapXs)}>
      <div className={cx(classes.pin, classes[color])}>
        {color === 'teal' ? <IconMapPin size={15} /> : <IconMapPinFilled size={15} />}
      </div>
      <div className={cx(classes.column, classes.gap0, classes.shrinkable)}>
        <p className={cx(classes.xs, classes.dimmed, classes.caps, classes.w600)}>{label}</p>
        <div className={cx(classes.row, classes.nowrap, classes.gap6)}>
          <p className={cx(classes.sm, classes.w500, classes.truncate)}>{place || '—'}</p>
          {extra ? (
            <Badge size="xs" variant="outline" aria-label="One more stop">
              +1
            </Badge>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** PRODUCT.md 20: why a recommended load fits (the truck it fits, its deadhead, the reasons). */
function MatchWhy({ match }: { match: NonNullable<LoadCard['match']> }) {
  return (
    <div
      className={cx(classes.column, classes.gap2, classes.mtSm)}
      data-testid="match-why"
      style={{
        background: 'var(--mantine-color-orange-0)',
        borderRadius: 'var(--mantine-radius-md)',
        padding: '6px 10px',
      }}
    >
      <p className={cx(classes.sm, classes.w700)}>
        {match.reasons[0] ??
          (match.deadhead_miles === null
            ? 'On one of your preferred lanes'
            : `${match.deadhead_miles} mi deadhead`)}
      </p>
      {match.reasons.slice(1, 4).map((reason) => (
        <p key={reason} className={cx(classes.xs, classes.dimmed)}>
          {reason}
        </p>
      ))}
    </div>
  );
}

/**
 * SPEC 3.3 / 2.7: one spot quote. Identifier, name and street show only when the server sends
 * them. Its text and layout are plain elements (the first-load budget); badges and the button stay Mantine's.
 */
// Memoised: the list page re-renders on each keystroke of its search and on each answer of its
// other queries; a card re-renders only when its load changes (the first-load budget).
export const SpotQuoteCard = memo(function SpotQuoteCard({
  card,
  detailsTo,
  shipperScore,
}: {
  card: LoadCard;
  detailsTo: string;
  /**
   * PRODUCT.md 21: the shipper's kept score line (stars, days to pay), from the reputation
   * feature through the page; it reads the page's scores itself.
   */
  shipperScore?: ReactNode;
}) {
  const origin = card.origin_location?.address ?? card.quote_origin;
  const destination = card.destination_location?.address ?? card.quote_destination;
  const specs = Object.entries(card.loadSpecs).slice(0, 3);
  const price = priceFacts(card);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      data-testid="spot-quote-card"
      style={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <div
        className={cx(
          classes.row,
          classes.nowrap,
          classes.top,
          classes.spread,
          classes.gapMd,
          classes.mbSm,
        )}
      >
        <div className={cx(classes.column, classes.gap2, classes.shrinkable)}>
          {/* A quote request says so in its badge; no second label. */}
          {hasIdentifier(card) ? (
            <p className={cx(classes.xs, classes.dimmed, classes.w600, classes.caps)}>Shipment</p>
          ) : null}
          {card.identifier ? (
            <p className={cx(classes.sm, classes.w700)}>{card.identifier}</p>
          ) : null}
        </div>
        <div style={{ flexShrink: 0 }}>
          <CarrierStatusBadge load={card} />
        </div>
      </div>
      {/* The name and the shipper take the card's whole width, under the badge: beside it they
          were cut ("Acme Manufacturi...") with room to spare below. */}
      <div
        className={cx(classes.column, classes.gap2, classes.mbSm)}
        data-testid="spot-quote-heading"
      >
        {card.name ? (
          <p className={cx(classes.md, classes.w600, classes.truncate)} title={card.name}>
            {card.name}
          </p>
        ) : null}
        <p
          className={cx(classes.sm, classes.dimmed, classes.truncate)}
          title={card.created_by.company_name}
        >
          {card.created_by.company_name}
        </p>
        {shipperScore}
      </div>
      <div className={cx(classes.column, classes.gap4)}>
        <Stop
          label="Origin"
          place={cardAddress(origin)}
          extra={Boolean(card.extra_origin_location?.address)}
          color="teal"
        />
        <IconArrowDown size={14} color="var(--mantine-color-gray-5)" style={{ marginLeft: 6 }} />
        <Stop
          label="Destination"
          place={cardAddress(destination)}
          extra={Boolean(card.extra_destination_location?.address)}
          color="indigo"
        />
        <ExtraStopsBadge count={card.stop_count} />
      </div>
      {card.match ? <MatchWhy match={card.match} /> : null}
      {card.deadhead_miles != null ? (
        <p className={cx(classes.sm, classes.w600, classes.mtXs)} data-testid="deadhead">
          {card.deadhead_miles} mi deadhead from your delivery
        </p>
      ) : null}
      <CardFacts load={card} />
      {price ? (
        <p className={cx(classes.sm, classes.w600, classes.mtXs)} data-testid="load-price">
          {price}
        </p>
      ) : null}
      <CardDates load={card} valueWeight={500} className={cx(classes.gapLg, classes.mtMd)} />
      {card.bid_deadline && isOpenForBids(card.status) ? (
        <div className={cx(classes.row, classes.gapMd, classes.mtSm)}>
          <DeadlineCountdown deadline={card.bid_deadline} />
        </div>
      ) : null}
      {specs.length ? (
        <div className={cx(classes.row, classes.gap6, classes.mtSm)}>
          {specs.map(([key, value]) => (
            <Badge key={key} variant="light" color="gray" tt="none">
              {key}: {value}
            </Badge>
          ))}
        </div>
      ) : null}
      <div style={{ flex: 1, minHeight: 'var(--mantine-spacing-md)' }} />
      <Button component={Link} to={detailsTo} fullWidth variant="light">
        Details
      </Button>
    </Card>
  );
});
