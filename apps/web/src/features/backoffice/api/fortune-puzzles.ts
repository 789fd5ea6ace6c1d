import { useQuery } from '@tanstack/react-query';
import type { StaffPuzzle } from '@khelo/contracts/fortune-wheel';
import { staffRequest } from './staff-request';

// GET /staff/fortune-wheel/puzzles?language=: the Fortune Wheel puzzle set of one language (catalog roles).

export const fortunePuzzlesKey = ['backoffice', 'fortune-wheel', 'puzzles'] as const;

export function useFortunePuzzles(language: 'en' | 'hi') {
  return useQuery({
    queryKey: [...fortunePuzzlesKey, language],
    queryFn: ({ signal }) =>
      staffRequest<{ puzzles: StaffPuzzle[] }>(
        'GET',
        `/staff/fortune-wheel/puzzles?language=${language}`,
        undefined,
        signal,
      ),
  });
}
