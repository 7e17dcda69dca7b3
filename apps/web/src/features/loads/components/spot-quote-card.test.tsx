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

  it("shows the shipper's kept score: stars with the count and days to pay", () => {
    renderWithApp(
      <SpotQuoteCard
        card={makeLoadCard({ created_by: { id: 1, company_name: 'Acme Manufacturing' } })}
        detailsTo="/spot-quotes/42"
        shipperScore={{ stars: 4.3, count: 12, days_to_pay: 28 }}
      />,
    );
    expect(screen.getByTestId('shipper-score')).toHaveTextContent('★ 4.3 (12) · pays in 28 days');
  });

  it('keeps the score line from the first paint: blank while the scores load, then said', () => {
    const card = makeLoadCard({ created_by: { id: 1, company_name: 'Acme Manufacturing' } });
    const shown = (shipperScore?: Parameters<typeof SpotQuoteCard>[0]['shipperScore']) => {
      const view = renderWithApp(
        <SpotQuoteCard card={card} detailsTo="/spot-quotes/42" shipperScore={shipperScore} />,
      );
      const line = screen.getByTestId('shipper-score');
      const seen = { text: line.textContent, hidden: line.getAttribute('aria-hidden') };
      view.unmount();
      return seen;
    };
    // The line holds its place (a layout shift otherwise) and reads as nothing.
    expect(shown(undefined)).toEqual({ text: '\u00a0', hidden: 'true' });
    expect(shown(null)).toEqual({ text: 'No score yet', hidden: null });
    expect(shown({ stars: null, count: 0, days_to_pay: 12 })).toEqual({
      text: 'pays in 12 days',
      hidden: null,
    });
  });
});
