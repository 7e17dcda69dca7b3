import { useLocation } from 'react-router';
import { ShipmentList } from '../../../features/loads/components/shipment-list.tsx';
import { listPageFor } from '../../../features/loads/list-pages.ts';

/** /all-shipments, /needs-attention, /in-progress, /completed and /canceled. */
export default function ShipmentListPage() {
  const list = listPageFor(useLocation().pathname);
  return (
    <ShipmentList key={list.path} title={list.title} status={list.status} emptyText={list.empty} />
  );
}
