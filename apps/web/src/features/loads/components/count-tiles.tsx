import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconListDetails,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CountTiles } from '../../../ui/count-tiles.tsx';
import { LIST_PAGES, type ShipperListStatus } from '../list-pages.ts';

const LOOKS: Record<ShipperListStatus, { icon: ReactNode; color: string }> = {
  all: { icon: <IconListDetails size={20} />, color: 'brand' },
  'needs-attention': { icon: <IconAlertTriangle size={20} />, color: 'orange' },
  'in-progress': { icon: <IconTruckDelivery size={20} />, color: 'cyan' },
  completed: { icon: <IconCircleCheck size={20} />, color: 'teal' },
  canceled: { icon: <IconCircleX size={20} />, color: 'gray' },
};

/** The count tiles of /shipments (PRODUCT.md 4); each opens its list. */
export function ShipmentCountTiles({
  counts,
}: {
  counts: Record<ShipperListStatus, number> | undefined;
}) {
  return (
    <CountTiles
      tiles={LIST_PAGES.map((list) => ({
        key: list.status,
        label: list.tile,
        to: list.path,
        count: counts?.[list.status],
        ...LOOKS[list.status],
      }))}
    />
  );
}
