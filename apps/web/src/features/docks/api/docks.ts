import { companyList } from '@spotlane/shared/schemas/companies';
import {
  type AppointmentRequest,
  appointmentStop,
  type CheckRequest,
  type DockRequest,
  dock,
  dockList,
  dockSchedule,
  type SlotRulesBody,
  slotRules,
  slotsAnswer,
} from '@spotlane/shared/schemas/docks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { loadKeys } from '../../loads/api/keys.ts';
import { paperworkKeys } from '../../paperwork/api/keys.ts';
import { dockKeys } from './keys.ts';

/** PRODUCT.md 17: a location's docks and slot rules, the slots of a stop, the dock schedule. */

export const docksQuery = (locationId: number) =>
  getQuery(dockKeys.docks(locationId), `/api/locations/${locationId}/docks`, dockList);
export const useDocks = (locationId: number) => useQuery(docksQuery(locationId));

export const useSlotRules = (locationId: number) =>
  useQuery(
    getQuery(dockKeys.rules(locationId), `/api/locations/${locationId}/slot_rules`, slotRules),
  );

export function useSaveDock(locationId: number) {
  return useApiMutation(
    ({ id, body }: { id: number | null; body: DockRequest }) =>
      apiRequest(id ? `/api/docks/${id}` : `/api/locations/${locationId}/docks`, {
        method: id ? 'PUT' : 'POST',
        body,
        schema: dock,
      }),
    { invalidates: [dockKeys.all] },
  );
}

export function useDeleteDock() {
  return useApiMutation(
    (id: number) => apiRequest<void>(`/api/docks/${id}`, { method: 'DELETE' }),
    {
      invalidates: [dockKeys.all],
    },
  );
}

export function useSaveSlotRules(locationId: number) {
  return useApiMutation(
    (body: SlotRulesBody) =>
      apiRequest(`/api/locations/${locationId}/slot_rules`, {
        method: 'PUT',
        body,
        schema: slotRules,
      }),
    { invalidates: [dockKeys.all] },
  );
}

export interface SlotsQuery {
  date: string;
  load_id: number;
  loading_type: 'live' | 'drop' | 'preload';
}

export function useSlots(locationId: number, query: SlotsQuery, enabled = true) {
  return useQuery({
    ...getQuery(
      dockKeys.slots(locationId, query),
      `/api/locations/${locationId}/slots`,
      slotsAnswer,
      {
        query: { ...query },
      },
    ),
    enabled,
  });
}

const loadChanged = (loadId: number) => [
  dockKeys.all,
  loadKeys.detail(loadId),
  paperworkKeys.ofLoad(loadId),
];

/** POST (book or move) or DELETE (cancel) a stop's appointment. */
export function useBookStop(loadId: number) {
  return useApiMutation(
    ({ stopId, body }: { stopId: number; body: AppointmentRequest }) =>
      apiRequest(`/api/stops/${stopId}/appointment`, {
        method: 'POST',
        body,
        schema: appointmentStop,
      }),
    { invalidates: loadChanged(loadId) },
  );
}

export function useCancelStop(loadId: number) {
  return useApiMutation(
    (stopId: number) =>
      apiRequest(`/api/stops/${stopId}/appointment`, { method: 'DELETE', schema: appointmentStop }),
    { invalidates: loadChanged(loadId) },
  );
}

export function useCheckStop() {
  return useApiMutation(
    ({
      stopId,
      event,
      body,
    }: {
      stopId: number;
      event: 'check_in' | 'check_out';
      body: CheckRequest;
    }) =>
      apiRequest(`/api/stops/${stopId}/${event}`, {
        method: 'POST',
        body,
        schema: appointmentStop,
      }),
    { invalidates: [dockKeys.all, loadKeys.all] },
  );
}

export const dockScheduleQuery = (locationId: number, date: string) =>
  getQuery(dockKeys.schedule(locationId, date), '/api/dock_schedule', dockSchedule, {
    query: { location_id: locationId, date },
  });
export const useDockSchedule = (locationId: number | null, date: string) =>
  useQuery({ ...dockScheduleQuery(locationId ?? 0, date), enabled: locationId !== null });

/** The shipper's appointment locations (of its companies), for the dock schedule's picker. */
export const appointmentLocationsQuery = () =>
  getQuery(dockKeys.locations(), '/api/companies', companyList, {
    query: { page: 1, page_size: 100, ordering: 'alphabetical' },
  });
export const useAppointmentLocations = () => useQuery(appointmentLocationsQuery());
