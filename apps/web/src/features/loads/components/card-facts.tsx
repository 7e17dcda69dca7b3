import type { LoadCard } from '@spotlane/shared/schemas/loads';
import { formatDate } from '../../../lib/format.ts';
import { loadFacts } from '../load-facts.ts';
import classes from './load-card.module.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The facts line of a load card (miles, weight, equipment), when there are any. */
export function CardFacts({ load }: { load: LoadCard }) {
  const facts = loadFacts(load);
  return facts ? (
    <p className={cx(classes.sm, classes.dimmed, classes.mtXs)} data-testid="load-facts">
      {facts}
    </p>
  ) : null;
}

/** A load card's ship and expected delivery dates, a small label over each. */
export function CardDates({
  load,
  valueWeight,
  className,
}: {
  load: Pick<LoadCard, 'date_to_leave' | 'expected_delivery_date'>;
  valueWeight: 500 | 600;
  /** The row's gap and margin (classes of load-card.module.css). */
  className?: string;
}) {
  const dates = [
    ['Ship Date', load.date_to_leave],
    ['Exp. Delivery', load.expected_delivery_date],
  ] as const;
  return (
    <div className={cx(classes.row, className)}>
      {dates.map(([label, date]) => (
        <div key={label} className={cx(classes.column, classes.gap0)}>
          <p className={cx(classes.xs, classes.dimmed)}>{label}</p>
          <p className={cx(classes.sm, valueWeight === 600 ? classes.w600 : classes.w500)}>
            {formatDate(date)}
          </p>
        </div>
      ))}
    </div>
  );
}
