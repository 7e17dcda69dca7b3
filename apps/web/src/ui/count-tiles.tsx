import { SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './count-tiles.module.css';

export interface CountTile {
  key: string;
  label: string;
  to: string;
  icon: ReactNode;
  color: string;
  /** Undefined while loading. */
  count: number | undefined;
}

/** Tiles with a number each, each opening its list (the counts of /shipments, PRODUCT.md 4). */
export function CountTiles({ tiles }: { tiles: CountTile[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: tiles.length }} spacing="md">
      {tiles.map((tile) => (
        <UnstyledButton
          key={tile.key}
          component={Link}
          to={tile.to}
          className={classes.tile}
          aria-label={`${tile.label}: ${tile.count ?? '…'}`}
          data-testid={`tile-${tile.key}`}
        >
          <ThemeIcon variant="light" color={tile.color} radius="md" size={38}>
            {tile.icon}
          </ThemeIcon>
          <Text fw={800} fz={28} mt="xs" lh={1.1}>
            {tile.count ?? '–'}
          </Text>
          <Text fw={600} c="dimmed" size="sm">
            {tile.label}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
