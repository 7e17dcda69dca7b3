import { UnstyledButton } from '@mantine/core';
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
 * opens its list: a link with `to`, a toggle with `onClick` and `active`. Only the tile itself
 * is a Mantine component; its icon and text are plain elements styled like Mantine's ThemeIcon
 * and Text (the first-load budget: fewer components on the list pages' first render).
 */
export function CountTiles({ tiles }: { tiles: CountTile[] }) {
  return (
    <div
      className={classes.tiles}
      style={{ '--tile-count': tiles.length } as CSSProperties}
      data-testid="count-tiles"
    >
      {tiles.map((tile) => {
        const body = (
          <>
            <span
              className={classes.icon}
              style={
                {
                  '--tile-icon-bg': `var(--mantine-color-${tile.color}-light)`,
                  '--tile-icon-color': `var(--mantine-color-${tile.color}-light-color)`,
                } as CSSProperties
              }
            >
              {tile.icon}
            </span>
            {/* The label comes first in the DOM so the tile's name is "Bids Placed 3", the
                words it shows (WCAG 2.5.3); the CSS still shows the count above it. */}
            <span className={classes.label}>{tile.label}</span>
            <span className={classes.count} data-testid={`tile-count-${tile.key}`}>
              {tile.count ?? '–'}
            </span>
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
    </div>
  );
}
