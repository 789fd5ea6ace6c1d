// The rummy table's parts that show only at a declaration or at the end of a hand: one chunk, fetched after
// the board's content (lazy-dialogs.tsx), so they are no part of its first paint.
export { DeclareDialog } from './declare-dialog';
export { RummyResults } from './rummy-results';
