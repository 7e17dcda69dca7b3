import { calendarResponse } from '@spotlane/shared/schemas/loads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from './keys.ts';

export function calendarLoads(from: string, to: string) {
  return apiRequest('/api/loads/calendar', { query: { from, to }, schema: calendarResponse });
}

export const calendarLoadsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: loadKeys.calendar(from, to),
    queryFn: () => calendarLoads(from, to),
    placeholderData: keepPreviousData,
  });

/** GET /api/loads/calendar?from&to: loads shipping or due within the range. */
export function useCalendarLoads(from: string, to: string) {
  return useQuery(calendarLoadsQuery(from, to));
}
