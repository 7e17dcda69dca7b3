/**
 * The docks module's public surface (PRODUCT.md 17): what the seed, the SSC API and app.ts may
 * call. Nothing else of docks/ is imported from outside it (`npm run lint`).
 */
export { bookAppointment, cancelAppointment } from './booking.ts';
export { checkStop } from './check.ts';
export { attach } from './jobs.ts';
export { createDock, putSlotRules } from './setup.ts';
export { getSlots } from './slots.ts';
