import type { ComponentType } from 'react';

/** Carrier pages (spot quotes, detail, bid and quote forms, won loads), keyed by route path. */
export const carrierPages: Record<string, ComponentType> = {};
