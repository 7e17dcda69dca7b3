import { carrierCountResponse } from '@spotlane/shared/schemas/carriers';
import { companyCountResponse } from '@spotlane/shared/schemas/companies';
import { useQuery } from '@tanstack/react-query';
import { countQuery } from '../../../lib/list-query.ts';
import { carrierKeys, companyKeys } from './keys.ts';

/** GET /api/{entity}/has_multiple_{entity}: how many the shipper has; 0 when the check fails. */
const COUNT_QUERIES = {
  carriers: countQuery(
    carrierKeys.count(),
    '/api/carriers/has_multiple_carriers',
    carrierCountResponse,
    (answer) => answer.carrier_count,
  ),
  companies: countQuery(
    companyKeys.count(),
    '/api/companies/has_multiple_companies',
    companyCountResponse,
    (answer) => answer.company_count,
  ),
};

interface CountOptions {
  /** False holds the check back until the count matters. */
  enabled?: boolean;
}

function useNetworkCount(entity: keyof typeof COUNT_QUERIES, { enabled = true }: CountOptions) {
  return useQuery({ ...COUNT_QUERIES[entity], enabled });
}

export const useCarrierCount = (options: CountOptions = {}) => useNetworkCount('carriers', options);

export const useCompanyCount = (options: CountOptions = {}) =>
  useNetworkCount('companies', options);
