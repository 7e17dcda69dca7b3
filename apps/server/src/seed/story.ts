import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { jobs } from '../db/schema.ts';
import { rateConfirmationJob } from '../modules/loads/index.ts';
import { seedBilling } from './billing.ts';
import { seedDockAppointments } from './dock-appointments.ts';
import { seedReputation } from './reputation.ts';
import { seedDesk } from './story-desk.ts';
import { seedOwnFleet } from './story-fleet.ts';
import { type Cast, type Docks, storyKit } from './story-kit.ts';
import { seedOpenWork } from './story-open-work.ts';
import { seedPastLoads } from './story-past.ts';
import { seedQuoteRequests } from './story-quotes.ts';
import { seedRoutingGuide } from './story-routing-guide.ts';

export type { Cast, Docks } from './story-kit.ts';
export { isoDate, tinyPdf } from './story-kit.ts';

/**
 * The demo shipper's and carriers' few months of history and today's open work, all made
 * through the services the API calls (decision 062), one scene after another in the order the
 * story is told (each scene's file says what it shows).
 */
export async function seedStory(ctx: AppContext, cast: Cast, docks: Docks): Promise<void> {
  const kit = storyKit(ctx, cast, docks);
  await seedPastLoads(kit);
  await seedRoutingGuide(kit);
  const openWork = await seedOpenWork(kit);
  await seedOwnFleet(kit);
  await seedQuoteRequests(kit);
  await seedDesk(kit, openWork);

  await seedBilling(ctx, cast);

  await seedDockAppointments(ctx, cast.shipper, cast.rapid, docks);

  // Demo data tells nobody (ctx.silent): its rate confirmations are not mailed to the demo
  // carriers (their PDFs render on demand on /confirmation-pdf).
  await ctx.db
    .delete(jobs)
    .where(and(eq(jobs.name, rateConfirmationJob.name), eq(jobs.status, 'pending')));

  await seedReputation(ctx, cast);
}
