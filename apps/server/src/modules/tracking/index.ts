/**
 * The tracking module's public surface (PRODUCT.md 18): what app.ts, main.ts and the seed may
 * call. Nothing else of tracking/ is imported from outside it (`npm run lint`).
 */
export {
  attachTracking,
  DEMO_HEAD_START_HOURS,
  DEMO_MPH,
  DEMO_VEHICLE,
  type EldSimulator,
  routeOfVehicle,
  seedTrackedDemoLoad,
  startEldSimulator,
} from './service.ts';
