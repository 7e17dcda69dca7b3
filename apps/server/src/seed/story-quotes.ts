import { bidUpdateRequest } from '@spotlane/shared/schemas/bids';
import { chooseQuote, confirmQuote } from '../modules/quotes/index.ts';
import { LANES, type StoryKit, type StoryLane } from './story-kit.ts';

/** Quote requests: one with two quotes to compare, one chosen and waiting, one confirmed. */
export async function seedQuoteRequests(kit: StoryKit): Promise<void> {
  const { ctx, publish, bid } = kit;
  const { shipper, rapid } = kit.cast;
  const dallas = LANES.dallas as StoryLane;
  const atlanta = LANES.atlanta as StoryLane;
  const columbus = LANES.columbus as StoryLane;
  // Quote requests: one with two quotes to compare, one chosen and waiting, one confirmed.
  const quote = async (name: string, lane: StoryLane, leave: number) =>
    publish(lane, { name, leave, extra: { is_quote: true } });
  const compare = await quote('Q1 pricing: boxed motors', dallas, 20);
  await bid('rapid', compare, 236_000, 'Weekly volume would bring this down.');
  await bid('prairie', compare, 241_000);
  // Chosen from Prairie Express, which confirms it on its next sign-in (the demo carrier
  // Rapid is not met by that prompt on its first).
  const chosen = await quote('Seasonal reefer run', atlanta, 14);
  await bid('rapid', chosen, 279_000);
  const chosenQuote = await bid('prairie', chosen, 268_000);
  await chooseQuote(ctx, shipper, chosen.id, chosenQuote.id);
  const confirmed = await quote('Spare parts run', columbus, 12);
  const confirmedQuote = await bid('rapid', confirmed, 117_500);
  await chooseQuote(ctx, shipper, confirmed.id, confirmedQuote.id);
  await confirmQuote(
    ctx,
    rapid,
    confirmedQuote.id,
    bidUpdateRequest.parse({
      amount: 117_500,
      pickup_date: confirmed.date_to_leave,
      delivery_date: confirmed.expected_delivery_date,
    }),
  );
}
