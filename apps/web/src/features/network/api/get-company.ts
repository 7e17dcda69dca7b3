import { companyResponse } from '@spotlane/shared/schemas/companies';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../lib/list-query.ts';
import { companyKeys } from './keys.ts';

export const companyQueryKey = (id: number) => companyKeys.detail(id);

/** GET /api/companies/{id}: the company with its delivery locations and their hours. */
export const companyQueryOptions = (id: number) =>
  getQuery(companyQueryKey(id), `/api/companies/${id}`, companyResponse);

export function useCompany(id: number | null) {
  return useQuery({ ...companyQueryOptions(id ?? 0), enabled: Boolean(id) });
}
