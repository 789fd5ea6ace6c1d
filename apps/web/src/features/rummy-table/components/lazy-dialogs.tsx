import type { ComponentProps } from 'react';
import type { RummyMove, RummyView } from '@khelo/games/rummy/state';
import type { ResultsProps } from '@/lib/tables/table-board';
import { preloadable } from '@/lib/preloadable';
import type { DeclareDialog as DeclareDialogType } from './declare-dialog';

// The declare dialog and the hand's results are needed only at a declaration and once a hand is over, so
// they left the board's first chunk (issue 19: the table's JS before LCP). The board asks for them at
// afterContent, well before either shows; a table opened on a finished hand loads them as it shows.

const load = () => import('./rummy-dialogs');

const declare = preloadable<ComponentProps<typeof DeclareDialogType>>(() =>
  load().then((module) => module.DeclareDialog),
);
const results = preloadable<ResultsProps<RummyView, RummyMove>>(() =>
  load().then((module) => module.RummyResults),
);

export const LazyDeclareDialog = declare.Component;
export const LazyRummyResults = results.Component;

export function preloadRummyDialogs(): void {
  void declare.preload().catch(() => undefined);
  void results.preload().catch(() => undefined);
}
