import { Badge } from '@mantine/core';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@spotlane/shared/schemas/billing';

const COLORS: Record<InvoiceStatus, string> = {
  open: 'blue',
  scheduled: 'grape',
  paid: 'teal',
  on_hold: 'orange',
};

/** An invoice's status as a word in its color (PRODUCT.md 19: open, scheduled, paid, on hold). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
