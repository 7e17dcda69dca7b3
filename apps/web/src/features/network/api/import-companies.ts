import { importResponse } from '@spotlane/shared/schemas/companies';
import { errorBody } from '@spotlane/shared/schemas/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, readCookie, statusMessage } from '../../../lib/api-client.ts';
import { companyKeys } from './keys.ts';

/**
 * POST /api/companies/import (multipart: file + dry_run). The dry run checks every row and
 * creates nothing; the real run creates the valid rows in one transaction.
 */
export async function importCompanies(csvText: string, dryRun: boolean) {
  const form = new FormData();
  form.append('dry_run', dryRun ? 'true' : 'false');
  form.append('file', new Blob([csvText], { type: 'text/csv' }), 'companies.csv');
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readCookie('XSRF-TOKEN');
  if (token) headers['X-XSRF-TOKEN'] = token;
  let response: Response;
  try {
    response = await fetch('/api/companies/import', {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, [{ code: 'NetworkError', message: 'Network Error' }]);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBody.safeParse(data);
    throw new ApiError(
      response.status,
      parsed.success
        ? parsed.data.errors
        : [{ code: `Http${response.status}`, message: statusMessage(response.status) }],
    );
  }
  return importResponse.parse(data);
}

export function usePreviewImport() {
  return useMutation({ mutationFn: (csvText: string) => importCompanies(csvText, true) });
}

export function useImportCompanies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csvText: string) => importCompanies(csvText, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
