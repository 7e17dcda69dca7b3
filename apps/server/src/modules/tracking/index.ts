/**
 * The tracking module's public surface (PRODUCT.md 18): what app.ts, main.ts and the seed may
 * call. Nothing else of tracking/ is imported from outside it (`npm run lint`).
 */

export {
  DEMO_HEAD_START_HOURS,
  DEMO_MPH,
  DEMO_VEHICLE,
  routeOfVehicle,
  seedTrackedDemoLoad,
} from './demo.ts';
export { recordCheck } from './dock-events.ts';
export { type EldSimulator, startEldSimulator } from './eld-simulator.ts';
export { attach } from './jobs.ts';
