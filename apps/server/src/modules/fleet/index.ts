/**
 * The fleet module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of fleet/ is imported from outside it (`npm run lint`).
 */
export { coverWithFleet } from './cover.ts';
export { createDriver, createEquipment } from './service.ts';
