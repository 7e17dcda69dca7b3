import { scoreList } from '@spotlane/shared/schemas/reputation';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { ScoreLine, ScoreLineText } from './score-line.tsx';

const score = (subject_id: number, overrides = {}) => ({
  subject_id,
  stars: 4.3,
  count: 12,
  dwell_minutes: null,
  days_to_pay: 28,
  ...overrides,
});

describe("a card's score line (PRODUCT.md 21)", () => {
  it('holds its place from the first paint: blank while the scores load, then said', () => {
    const shown = (value: Parameters<typeof ScoreLineText>[0]['score']) => {
      const view = renderWithApp(<ScoreLineText score={value} />);
      const line = screen.getByTestId('score-line');
      const seen = { text: line.textContent, hidden: line.getAttribute('aria-hidden') };
      view.unmount();
      return seen;
    };
    // The line holds its place (a layout shift otherwise) and reads as nothing.
    expect(shown(undefined)).toEqual({ text: '\u00a0', hidden: 'true' });
    expect(shown(null)).toEqual({ text: 'No score yet', hidden: null });
    expect(shown(score(1))).toEqual({ text: '★ 4.3 (12) · pays in 28 days', hidden: null });
    expect(shown(score(1, { stars: null, count: 0, days_to_pay: 12 }))).toEqual({
      text: 'pays in 12 days',
      hidden: null,
    });
  });

  it("asks once for the page's subjects and gives each line its own score", async () => {
    signIn(makeUser());
    const scores = route('get', '/api/ratings/scores', scoreList, {
      results: [score(3), score(7, { stars: 3, count: 1, days_to_pay: null })],
    });
    const ids = [7, 3, 9];
    renderWithApp(
      <div>
        {ids.map((id) => (
          <ScoreLine key={id} subject="shipper" id={id} ids={ids} />
        ))}
      </div>,
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('score-line').map((line) => line.textContent)).toEqual([
        '★ 3.0 (1)',
        '★ 4.3 (12) · pays in 28 days',
        'No score yet',
      ]),
    );
    expect(scores.calls).toHaveLength(1);
    expect(scores.lastQuery()).toEqual({ subject: 'shipper', ids: '3,7,9' });
  });
});
