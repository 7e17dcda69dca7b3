// Drizzle needs every table in one object; each area keeps its tables in schema/<area>.ts.

export * from './schema/access.ts';
export * from './schema/accounts.ts';
export * from './schema/activity.ts';
export * from './schema/analytics.ts';
export * from './schema/billing.ts';
export * from './schema/capacity.ts';
export * from './schema/compliance.ts';
export * from './schema/contacts.ts';
export * from './schema/counts.ts';
export * from './schema/docks.ts';
export * from './schema/fleet.ts';
export * from './schema/idempotency.ts';
export * from './schema/jobs.ts';
export * from './schema/lanes.ts';
export * from './schema/load-templates.ts';
export * from './schema/loads.ts';
export * from './schema/network.ts';
export * from './schema/paperwork.ts';
export * from './schema/reputation.ts';
export * from './schema/stops.ts';
export * from './schema/support.ts';
export * from './schema/tenders.ts';
export * from './schema/tracking.ts';
export * from './schema/webhooks.ts';
