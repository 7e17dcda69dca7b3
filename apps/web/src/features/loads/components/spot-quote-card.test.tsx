import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLoadCard } from '../../../testing/fixtures.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { SpotQuoteCard } from './spot-quote-card.tsx';

describe('the spot-quote card (issue 31)', () => {
  it("gives the shipper's name the room beside the badge, and names it in full on hover", () => {
    renderWithApp(
      <SpotQuoteCard
        card={makeLoadCard({ created_by: { id: 1, company_name: 'Acme Manufacturing' } })}
        detailsTo="/spot-quotes/42"
      />,
    );
    // Sized to its content, the column cut the name with room to spare; it grows instead.
    expect(screen.getByTestId('spot-quote-heading')).toHaveStyle({ flexGrow: '1' });
    expect(screen.getByText('Acme Manufacturing')).toHaveAttribute('title', 'Acme Manufacturing');
  });
});
