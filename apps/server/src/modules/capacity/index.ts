/**
 * The capacity module's public surface (PRODUCT.md 20): what the seed, the bench and app.ts may
 * call. Nothing else of capacity/ is imported from outside it (`npm run lint`).
 */
export {
  attach,
  createPost,
  createPreference,
  inviteCarrier,
  matchLoad,
} from './service.ts';
