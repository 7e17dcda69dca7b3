import type { DriverListParams, EquipmentListParams } from '@spotlane/shared/schemas/fleet';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { pagedQuery, withTrimmedSearch } from '../../../lib/list-query.ts';

export type DriverListQuery = Partial<DriverListParams>;
export type EquipmentListQuery = Partial<EquipmentListParams>;

/** Every query key of the fleet, from one place (a change invalidates `fleetKeys.all`). */
export const fleetKeys = {
  all: ['fleet'] as const,
  overview: () => [...fleetKeys.all, 'overview'] as const,
  drivers: () => [...fleetKeys.all, 'drivers'] as const,
  driverList: (query: DriverListQuery) => [...fleetKeys.drivers(), 'list', query] as const,
  driver: (id: number) => [...fleetKeys.drivers(), 'detail', id] as const,
  equipment: () => [...fleetKeys.all, 'equipment'] as const,
  equipmentList: (query: EquipmentListQuery) => [...fleetKeys.equipment(), 'list', query] as const,
  unit: (id: number) => [...fleetKeys.equipment(), 'detail', id] as const,
};

/** A paged fleet list (drivers or equipment) of `query`, its search text trimmed. */
export const fleetListQuery = <T, K extends QueryKey>(
  queryKey: K,
  path: string,
  schema: z.ZodType<T>,
  query: DriverListQuery | EquipmentListQuery,
) => pagedQuery(queryKey, path, schema, withTrimmedSearch(query));
