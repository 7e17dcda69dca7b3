/**
 * The compliance module's public surface (PRODUCT.md 15, carrier trust): what other modules,
 * the seed and app.ts may call. Nothing else of compliance/ is imported from outside it.
 */
import type { AppContext } from '../../context.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { attachCompliance } from './service.ts';

export {
  authorizeAward,
  blockedAmong,
  carrierBlocked,
  checkCarrier,
  complianceBriefs,
  createRegistry,
  enqueueCheck,
  notBlockedSql,
  recordContactChange,
  recordVerifiedIdentity,
  refuseBlockedCarrier,
  refuseClaimedNumbers,
  savePolicy,
  sealIssuedPdf,
  termsDigest,
} from './service.ts';

/** The compliance checks' jobs: at registration, on a number change, nightly and on demand. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  attachCompliance(runner, ctx, runner.log);
}
