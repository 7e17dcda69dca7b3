/**
 * The auth module's public surface: what other modules, the seed and app.ts may call.
 * Nothing else of auth/ is imported from outside it (`npm run lint`).
 */
export { createPasswordToken, setPasswordLink } from './service.ts';
