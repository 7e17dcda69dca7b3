import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLoadCard } from '../../../testing/fixtures.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { SpotQuoteCard } from './spot-quote-card.tsx';

describe('the spot-quote card', () => {
  it("gives the shipper's name the room beside the badge, and names it in full on hover", () => {
    renderWithApp(
      <SpotQuoteCard
        card={makeLoadCard({ created_by: { id: 1, company_name: 'Acme Manufacturing' } })}
        detailsTo="/spot-quotes/42"
      />,
    );
    // Beside the status badge the name was cut with room to spare below: it has the card's
    // whole width, on a row of its own.
    const heading = screen.getByTestId('spot-quote-heading');
    expect(heading.parentElement).toBe(screen.getByTestId('spot-quote-card'));
    expect(heading).toHaveTextContent('Acme Manufacturing');
    expect(screen.getByText('Acme Manufacturing')).toHaveAttribute('title', 'Acme Manufacturing');
  });

  it("shows the shipper's score line the page hands it under the shipper's name", () => {
    renderWithApp(
      <SpotQuoteCard
        card={makeLoadCard({ created_by: { id: 1, company_name: 'Acme Manufacturing' } })}
        detailsTo="/spot-quotes/42"
        shipperScore={<p data-testid="score-line">★ 4.3 (12)</p>}
      />,
    );
    expect(screen.getByTestId('spot-quote-heading')).toContainElement(
      screen.getByTestId('score-line'),
    );
  });
});
