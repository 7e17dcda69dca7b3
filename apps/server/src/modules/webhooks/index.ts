/**
 * The webhooks module's public surface: what app.ts wires (the delivery of queued webhooks).
 * Nothing else of webhooks/ is imported from outside it (`npm run lint`).
 */
export { WebhookDeliverer } from './delivery.ts';
