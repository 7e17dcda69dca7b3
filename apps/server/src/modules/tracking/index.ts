/**
 * The tracking module's public surface (PRODUCT.md 18): what app.ts, main.ts and the seed may
 * call. Nothing else of tracking/ is imported from outside it (`npm run lint`).
 */
import type { AppContext } from '../../context.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { attachTracking } from './service.ts';

export { recordCheck } from './dock-events.ts';

export {
  DEMO_HEAD_START_HOURS,
  DEMO_MPH,
  DEMO_VEHICLE,
  type EldSimulator,
  routeOfVehicle,
  seedTrackedDemoLoad,
  startEldSimulator,
} from './service.ts';

/** The tracking module's jobs: ELD polling, geofences and the positions' housekeeping. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  attachTracking(runner, ctx, runner.log);
}
