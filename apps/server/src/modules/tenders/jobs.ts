import type { AppContext } from '../../context.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { offerNextTenderJob } from '../loads/index.ts';
import { expireTender } from './decisions.ts';
import { expireTenderJob, offerNextTender } from './service.ts';

/** The tenders module's jobs: the waterfall's next offer and an offer's expiry. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  const { log } = runner;
  runner
    .handle(offerNextTenderJob, async ({ loadId, after }) => {
      const tender = await offerNextTender(ctx, loadId, after);
      if (tender) log.info({ loadId, tenderId: tender.id }, 'tenders: offered');
    })
    .handle(expireTenderJob, async ({ tenderId }) => {
      const outcome = await expireTender(ctx, tenderId);
      if (outcome) log.info({ tenderId, outcome }, 'tenders: offer closed by the clock');
    });
}
