import { queryOptions, useQuery } from '@tanstack/react-query';
import { infoDocumentSchema, type InfoDocument, type InfoDocumentName } from '@khelo/contracts/info-content';

// The long texts of the information pages are static JSON per language under /content/{lng}/{name}.json,
// fetched only when the page opens so that neither the entry chunk nor the locale files carry them.

export function infoDocumentPath(name: InfoDocumentName, language: string): string {
  return `/content/${language === 'hd' ? 'hd' : 'en'}/${name}.json`;
}

export async function fetchInfoDocument(path: string, signal?: AbortSignal): Promise<InfoDocument> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return infoDocumentSchema.parse(await response.json());
}

export function infoDocumentQueryOptions(name: InfoDocumentName, language: string) {
  const path = infoDocumentPath(name, language);
  return queryOptions({
    queryKey: ['info-document', path] as const,
    queryFn: ({ signal }) => fetchInfoDocument(path, signal),
    staleTime: Infinity,
    retry: 1,
  });
}

export function useInfoDocument(name: InfoDocumentName, language: string) {
  return useQuery(infoDocumentQueryOptions(name, language));
}
