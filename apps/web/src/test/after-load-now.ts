// A stand-in for lib/after-load.ts in tests that need what waits for the load (the player's socket):
// happy-dom never reports a paint, so the real one never runs its task.
//   vi.mock('@/lib/after-load', () => import('@/test/after-load-now'));

export function afterLoad(task: () => void): void {
  setTimeout(task, 0);
}
