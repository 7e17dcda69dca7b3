import type { ComponentType } from 'react';

/** Shipper shipment pages (lists, form, detail, calendar, favorites, quotes), keyed by route path. */
export const shipmentPages: Record<string, ComponentType> = {};
