/**
 * The carriers module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of carriers/ is imported from outside it (`npm run lint`).
 */
export { addCarrier, linkInvitations, requireOwnCarrierList, saveCarrierList } from './service.ts';
