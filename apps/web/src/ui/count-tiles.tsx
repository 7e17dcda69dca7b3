import { Box, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
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
    <Box
      className={classes.tiles}
      style={{ '--tile-count': tiles.length } as CSSProperties}
      data-testid="count-tiles"
    >
      {tiles.map((tile) => {
        const body = (
          <>
            <ThemeIcon
              variant="light"
              color={tile.color}
              radius="md"
              size={38}
              className={classes.icon}
            >
              {tile.icon}
            </ThemeIcon>
            {/* The label comes first in the DOM so the tile's name is "Bids Placed 3", the
                words it shows (WCAG 2.5.3); the CSS still shows the count above it. */}
            <Text className={classes.label}>{tile.label}</Text>
            <Text className={classes.count} data-testid={`tile-count-${tile.key}`}>
              {tile.count ?? '–'}
            </Text>
          </>
        );
        const common = {
          className: classes.tile,
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
    </Box>
  );
}
