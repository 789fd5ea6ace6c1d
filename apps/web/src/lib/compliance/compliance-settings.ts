import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplianceSettingsResponse } from '@khelo/contracts/compliance';
import { ApiError } from '../api-client';
import { API_BASE } from '../env';

// GET api/compliance (public): the operator's money mode, the states blocked from cash play and the minimum
// age, for the home notice and the money-mode banner. Shared by several features, hence in lib/.

export async function fetchComplianceSettings(signal?: AbortSignal): Promise<ComplianceSettingsResponse> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/api/compliance`, { signal });
  } catch {
    throw new ApiError({ kind: 'FETCH_ERROR' }, 'Failed to fetch');
  }
  if (!response.ok)
    throw new ApiError({ kind: 'HTTP', status: response.status, data: null }, `HTTP ${response.status}`);
  return (await response.json()) as ComplianceSettingsResponse;
}

export function complianceSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['compliance-settings'] as const,
    queryFn: ({ signal }) => fetchComplianceSettings(signal),
    // Operator configuration: it changes with a restart, not while a page is open.
    staleTime: 10 * 60_000,
  });
}

export function useComplianceSettings() {
  return useQuery(complianceSettingsQueryOptions());
}
