import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffPuzzle } from '@khelo/contracts/fortune-wheel';
import { fortunePuzzlesKey } from './fortune-puzzles';
import { staffRequest } from './staff-request';

// POST /staff/fortune-wheel/puzzles (admin): a new puzzle; an answer the board cannot show is a 400.

export function useAddFortunePuzzle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { language: 'en' | 'hi'; category: string; answer: string }) =>
      staffRequest<{ puzzle: StaffPuzzle }>('POST', '/staff/fortune-wheel/puzzles', input),
    onSettled: () => client.invalidateQueries({ queryKey: fortunePuzzlesKey }),
  });
}
