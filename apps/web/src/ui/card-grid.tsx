import { SimpleGrid } from '@mantine/core';
import { type CSSProperties, type ReactNode, useDeferredValue } from 'react';

/** Cards a first pass draws: two rows of the widest grid, more than a phone's screen holds. */
export const FIRST_PASS_CARDS = 6;

/**
 * A list page's grid of cards (one column on a phone, two, then three). When it first shows,
 * it draws the first FIRST_PASS_CARDS cards and the rest in a deferred pass right after, so the
 * screen a person sees first is committed in a task half as long (issue 11: the cards' commit
 * was one of the long tasks of a list page's first load).
 */
export function CardGrid<T>({
  items,
  children,
  style,
}: {
  items: readonly T[];
  children: (item: T) => ReactNode;
  style?: CSSProperties;
}) {
  const drawn = useDeferredValue(items.length, Math.min(items.length, FIRST_PASS_CARDS));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={style}>
      {items.slice(0, drawn).map(children)}
    </SimpleGrid>
  );
}
