import type { AppContext } from '../../context.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { awayMailJob, sendAwayMail } from './service.ts';

/** The support module's job: the away mail. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  runner.handle(awayMailJob, ({ conversationId, messageId }) =>
    sendAwayMail(ctx, conversationId, messageId),
  );
}
