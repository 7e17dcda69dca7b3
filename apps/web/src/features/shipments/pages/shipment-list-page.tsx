import { useLocation } from 'react-router';
import { ShipmentList } from '../components/shipment-list.tsx';
import { listPageFor } from '../list-pages.ts';

/** /all-shipments, /needs-attention, /in-progress, /completed and /canceled. */
export default function ShipmentListPage() {
  const list = listPageFor(useLocation().pathname);
  return (
    <ShipmentList key={list.path} title={list.title} status={list.status} emptyText={list.empty} />
  );
}
