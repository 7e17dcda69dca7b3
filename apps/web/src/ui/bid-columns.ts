import type { TableColumn } from './table-head.tsx';

/**
 * The columns every table of bids starts with (the shipper's View Bids, the quotes received
 * for a request): an insurance warning, then who bid, how much and when. Each table adds its
 * own status and command columns after them.
 */
export const BID_COLUMNS: readonly TableColumn[] = [
  { label: 'Insurance', hidden: true, w: 36 },
  'Name',
  'Company',
  'Amount',
  'Pickup Date',
  'Delivery Date',
  'Notes',
];
