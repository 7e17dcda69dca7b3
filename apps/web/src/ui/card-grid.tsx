import { SimpleGrid } from '@mantine/core';
import { type CSSProperties, type ReactNode, startTransition, useEffect, useState } from 'react';

/** Cards a first pass draws: two rows of the widest grid, more than a phone's screen holds. */
export const FIRST_PASS_CARDS = 6;

/**
 * A list page's grid of cards (one column on a phone, two, then three). When it first shows,
 * it draws the first FIRST_PASS_CARDS cards and the rest in a transition once those have been
 * committed, so the screen a person sees first is committed in a task half as long (the first-load budget:
 * the cards' commit was one of the long tasks of a list page's first load). (Not
 * useDeferredValue's initial value: React skips it when the grid mounts in a deferred pass,
 * which is how the lists show an answer that arrives after the page.)
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
  // A list that fits in the first pass is drawn whole at once, with no second render.
  const [firstPassDone, setFirstPassDone] = useState(items.length <= FIRST_PASS_CARDS);
  useEffect(() => {
    if (!firstPassDone) startTransition(() => setFirstPassDone(true));
  }, [firstPassDone]);
  const drawn = firstPassDone ? items.length : FIRST_PASS_CARDS;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={style}>
      {items.slice(0, drawn).map(children)}
    </SimpleGrid>
  );
}
