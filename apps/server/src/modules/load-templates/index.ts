/**
 * The load templates module's public surface (PRODUCT.md 16): templates, recurring schedules and
 * the runner's schedule jobs. Nothing else of load-templates/ is imported from outside it.
 */
export { attach } from './jobs.ts';
export { runSchedule } from './run.ts';
export { createSchedule } from './schedules.ts';
export { createTemplate } from './templates.ts';
