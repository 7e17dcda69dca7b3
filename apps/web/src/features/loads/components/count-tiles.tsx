import { SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconListDetails,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LIST_PAGES, type ShipperListStatus } from '../list-pages.ts';
import classes from './count-tiles.module.css';

const LOOKS: Record<ShipperListStatus, { icon: ReactNode; color: string }> = {
  all: { icon: <IconListDetails size={20} />, color: 'brand' },
  'needs-attention': { icon: <IconAlertTriangle size={20} />, color: 'orange' },
  'in-progress': { icon: <IconTruckDelivery size={20} />, color: 'cyan' },
  completed: { icon: <IconCircleCheck size={20} />, color: 'teal' },
  canceled: { icon: <IconCircleX size={20} />, color: 'gray' },
};

/** The count tiles of /shipments (PRODUCT.md 4); each opens its list. */
export function CountTiles({ counts }: { counts: Record<ShipperListStatus, number> | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
      {LIST_PAGES.map((list) => (
        <UnstyledButton
          key={list.path}
          component={Link}
          to={list.path}
          className={classes.tile}
          aria-label={`${list.tile}: ${counts ? counts[list.status] : '…'}`}
          data-testid={`tile-${list.status}`}
        >
          <ThemeIcon variant="light" color={LOOKS[list.status].color} radius="md" size={38}>
            {LOOKS[list.status].icon}
          </ThemeIcon>
          <Text fw={800} fz={28} mt="xs" lh={1.1}>
            {counts ? counts[list.status] : '–'}
          </Text>
          <Text fw={600} c="dimmed" size="sm">
            {list.tile}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
