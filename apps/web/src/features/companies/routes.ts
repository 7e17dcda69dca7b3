import type { ComponentType } from 'react';

/** Shipper network pages (companies, carriers, carrier lists), keyed by their route path. */
export const networkPages: Record<string, ComponentType> = {};
