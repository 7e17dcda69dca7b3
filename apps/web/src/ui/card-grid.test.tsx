import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { useDeferredValue, useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { CardGrid, FIRST_PASS_CARDS } from './card-grid.tsx';

const items = Array.from({ length: 12 }, (_, index) => `Load ${index + 1}`);

/** A card that notes how many cards the page holds when it is committed. */
function Card({ name, committedWith }: { name: string; committedWith: number[] }) {
  useLayoutEffect(() => {
    committedWith.push(document.querySelectorAll('article').length);
  }, [committedWith]);
  return <article>{name}</article>;
}

/** A list that shows its answer in a deferred pass, as ListBody and the spot-quote page do. */
function DeferredList({ names, committedWith }: { names: string[]; committedWith: number[] }) {
  const shown = useDeferredValue(names);
  if (shown.length === 0) return <p>Loading</p>;
  return (
    <CardGrid items={shown}>
      {(name) => <Card key={name} name={name} committedWith={committedWith} />}
    </CardGrid>
  );
}

describe('CardGrid', () => {
  it('draws every card, in order, the first ones in a commit of their own', async () => {
    const committedWith: number[] = [];
    render(
      <MantineProvider>
        <CardGrid items={items}>
          {(name) => <Card key={name} name={name} committedWith={committedWith} />}
        </CardGrid>
      </MantineProvider>,
    );
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual(items);
    // The first commit held FIRST_PASS_CARDS cards; the rest came in a second one.
    expect(committedWith).toEqual([
      ...Array(FIRST_PASS_CARDS).fill(FIRST_PASS_CARDS),
      ...Array(items.length - FIRST_PASS_CARDS).fill(items.length),
    ]);
  });

  it('splits the same way when it mounts in a deferred pass (a list whose answer came later)', async () => {
    const committedWith: number[] = [];
    const view = render(
      <MantineProvider>
        <DeferredList names={[]} committedWith={committedWith} />
      </MantineProvider>,
    );
    await act(async () =>
      view.rerender(
        <MantineProvider>
          <DeferredList names={items} committedWith={committedWith} />
        </MantineProvider>,
      ),
    );
    expect(await screen.findAllByRole('article')).toHaveLength(items.length);
    expect(committedWith.slice(0, FIRST_PASS_CARDS)).toEqual(
      Array(FIRST_PASS_CARDS).fill(FIRST_PASS_CARDS),
    );
  });

  it('draws a short list in one commit', async () => {
    const committedWith: number[] = [];
    render(
      <MantineProvider>
        <CardGrid items={items.slice(0, 3)}>
          {(name) => <Card key={name} name={name} committedWith={committedWith} />}
        </CardGrid>
      </MantineProvider>,
    );
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(committedWith).toEqual([3, 3, 3]);
  });
});
