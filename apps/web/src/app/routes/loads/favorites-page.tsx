import { ShipmentList } from '../../../features/loads/components/shipment-list.tsx';

/** /favorites: the starred loads (SPEC 4: a filled star means starred). */
export default function FavoritesPage() {
  return (
    <ShipmentList
      title="Favorites"
      status="all"
      starred
      emptyText="Star a shipment to keep it here."
    />
  );
}
