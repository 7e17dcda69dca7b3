import { SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './count-tiles.module.css';

export interface CountTile {
  key: string;
  label: string;
  icon: ReactNode;
  color: string;
  /** Undefined while loading. */
  count: number | undefined;
  /** A tile opens its list page... */
  to?: string;
  /** ...or picks a list shown on the same page. */
  onClick?: () => void;
  active?: boolean;
}

/**
 * Tiles with a number each (the counts of /shipments and /spot-quotes, PRODUCT.md 4). Each
 * opens its list: a link with `to`, a toggle with `onClick` and `active`.
 */
export function CountTiles({ tiles }: { tiles: CountTile[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: tiles.length }} spacing="md">
      {tiles.map((tile) => {
        const body = (
          <>
            <ThemeIcon variant="light" color={tile.color} radius="md" size={38}>
              {tile.icon}
            </ThemeIcon>
            <Text fw={800} fz={28} mt="xs" lh={1.1} data-testid={`tile-count-${tile.key}`}>
              {tile.count ?? '–'}
            </Text>
            <Text fw={600} c="dimmed" size="sm">
              {tile.label}
            </Text>
          </>
        );
        const common = {
          className: classes.tile,
          'aria-label': `${tile.label}: ${tile.count ?? '…'}`,
          'data-testid': `tile-${tile.key}`,
          'data-active': tile.active || undefined,
        };
        return tile.to ? (
          <UnstyledButton key={tile.key} component={Link} to={tile.to} {...common}>
            {body}
          </UnstyledButton>
        ) : (
          <UnstyledButton
            key={tile.key}
            onClick={tile.onClick}
            aria-pressed={Boolean(tile.active)}
            {...common}
          >
            {body}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
