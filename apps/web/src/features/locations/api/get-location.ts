import { locationResponse } from '@spotlane/shared/schemas/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { locationKeys } from './keys.ts';

export function getLocation(id: number) {
  return apiRequest(`/api/delivery_locations/${id}`, { schema: locationResponse });
}

export const locationQuery = (id: number) =>
  queryOptions({ queryKey: locationKeys.detail(id), queryFn: () => getLocation(id) });

export function useLocation(id: number | null | undefined) {
  return useQuery({ ...locationQuery(id ?? 0), enabled: Boolean(id) });
}
