import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffPuzzle } from '@khelo/contracts/fortune-wheel';
import { fortunePuzzlesKey } from './fortune-puzzles';
import { staffRequest } from './staff-request';

// POST /staff/fortune-wheel/puzzles/:id (admin): change a puzzle's category or answer, or retire it.

export function useChangeFortunePuzzle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; change: { category?: string; answer?: string; active?: boolean } }) =>
      staffRequest<{ puzzle: StaffPuzzle }>('POST', `/staff/fortune-wheel/puzzles/${input.id}`, input.change),
    onSettled: () => client.invalidateQueries({ queryKey: fortunePuzzlesKey }),
  });
}
