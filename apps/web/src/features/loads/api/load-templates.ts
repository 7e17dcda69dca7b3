import {
  type ScheduleRequest,
  scheduleList,
  scheduleResponse,
  type TemplateLoadInput,
  type TemplateRequest,
  templateList,
  templateResponse,
} from '@spotlane/shared/schemas/load-templates';
import { type LoadDetail, loadCard, loadDetail } from '@spotlane/shared/schemas/loads';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { loadKeys } from './keys.ts';

/** PRODUCT.md 16: the query keys of templates and schedules (a change invalidates `all`). */
export const templateKeys = {
  all: ['load-templates'] as const,
  templates: () => [...templateKeys.all, 'templates'] as const,
  schedules: () => [...templateKeys.all, 'schedules'] as const,
  schedule: (id: number) => [...templateKeys.all, 'schedule', id] as const,
  scheduleLoads: (id: number, page: number) =>
    [...templateKeys.all, 'schedule-loads', id, page] as const,
};

/** GET /api/load_templates: the shipper's templates, newest first (up to 100). */
export function useTemplates() {
  return useQuery(
    getQuery(templateKeys.templates(), '/api/load_templates', templateList, {
      query: { page_size: 100 },
    }),
  );
}

/** POST /api/load_templates (no id) or PUT /api/load_templates/{id}. */
export function useSaveTemplate() {
  return useApiMutation(
    ({ id, body }: { id?: number | null; body: TemplateRequest }) =>
      apiRequest(id ? `/api/load_templates/${id}` : '/api/load_templates', {
        method: id ? 'PUT' : 'POST',
        body,
        schema: templateResponse,
      }),
    { invalidates: [templateKeys.all] },
  );
}

export function useDeleteTemplate() {
  return useApiMutation(
    (id: number) => apiRequest<void>(`/api/load_templates/${id}`, { method: 'DELETE' }),
    { invalidates: [templateKeys.all] },
  );
}

/** POST /api/load_templates/{id}/loads: a load from the template, leaving on a ship date. */
export function useLoadFromTemplate() {
  return useApiMutation(
    ({ id, date_to_leave }: { id: number; date_to_leave: string }) =>
      apiRequest(`/api/load_templates/${id}/loads`, {
        method: 'POST',
        body: { date_to_leave },
        schema: loadDetail,
      }),
    { invalidates: [loadKeys.all, templateKeys.all] },
  );
}

/**
 * A template's load of a load (save as template): its fields without the dates, each stop's
 * day as days after the ship date.
 */
export function templateLoadOf(load: LoadDetail): TemplateLoadInput {
  const first = load.stops[0]?.date ?? load.date_to_leave;
  const days = (date: string) =>
    Math.max(0, Math.round((Date.parse(date) - Date.parse(first)) / 86_400_000));
  return {
    name: load.name ?? 'Load',
    stops: load.stops.map((stop) => ({
      type: stop.type,
      location_id: stop.location_id,
      day_offset: days(stop.date),
      window_start: stop.window_start,
      window_end: stop.window_end,
      reference: stop.reference,
      notes: stop.notes,
    })),
    specs: load.specs,
    description: load.description,
    load_value: load.load_value,
    audience: {
      type: load.audience.type,
      carrier_list_id: load.audience.carrier_list_id,
      carrier_ids: load.audience.carrier_ids,
      lane_id: load.audience.lane_id ?? null,
    },
    target_rate: load.target_rate,
    equipment_type: load.equipment_type ?? null,
    weight_lbs: load.weight_lbs ?? null,
    miles: load.miles_estimated ? null : (load.miles ?? null),
  };
}

/** GET /api/load_schedules. */
export function useSchedules() {
  return useQuery(
    getQuery(templateKeys.schedules(), '/api/load_schedules', scheduleList, {
      query: { page_size: 100 },
    }),
  );
}

export function useSchedule(id: number) {
  return useQuery(
    getQuery(templateKeys.schedule(id), `/api/load_schedules/${id}`, scheduleResponse),
  );
}

const scheduleLoadList = z.object({ results: z.array(loadCard), count: z.number().int() });

/** GET /api/load_schedules/{id}/loads: the loads the schedule made. */
export function useScheduleLoads(id: number, page: number) {
  return useQuery(
    getQuery(
      templateKeys.scheduleLoads(id, page),
      `/api/load_schedules/${id}/loads`,
      scheduleLoadList,
      { query: { page, page_size: 20 }, paged: true },
    ),
  );
}

export function useSaveSchedule() {
  return useApiMutation(
    ({ id, body }: { id?: number | null; body: ScheduleRequest }) =>
      apiRequest(id ? `/api/load_schedules/${id}` : '/api/load_schedules', {
        method: id ? 'PUT' : 'POST',
        body,
        schema: scheduleResponse,
      }),
    { invalidates: [templateKeys.all, loadKeys.all] },
  );
}

export function useDeleteSchedule() {
  return useApiMutation(
    (id: number) => apiRequest<void>(`/api/load_schedules/${id}`, { method: 'DELETE' }),
    { invalidates: [templateKeys.all] },
  );
}
