import { useMutation } from '@tanstack/react-query';
import { BONUS_PATHS } from '@khelo/contracts/bonus-tax';
import { ApiError } from '@/lib/api-client';
import { API_BASE } from '@/lib/env';

// GET api/tax-statement?fy=2026-27 (Bearer): the yearly tax statement as CSV, saved as a file. A link cannot
// carry the Bearer header, so the page fetches it and hands the browser the file.

export interface StatementInput {
  token: string | null;
  /** "2026-27"; the current financial year when absent. */
  fy?: string;
}

export async function downloadTaxStatement(input: StatementInput): Promise<string> {
  const query = input.fy ? `?fy=${encodeURIComponent(input.fy)}` : '';
  const response = await fetch(`${API_BASE}/${BONUS_PATHS.taxStatement.slice(1)}${query}`, {
    headers: input.token ? { Authorization: `Bearer ${input.token}` } : {},
  });
  if (!response.ok)
    throw new ApiError({ kind: 'HTTP', status: response.status, data: null }, response.statusText);
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'tax.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return name;
}

export function useTaxStatement() {
  return useMutation({ mutationFn: downloadTaxStatement });
}
