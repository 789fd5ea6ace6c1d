import type * as Sonner from 'sonner';
import type { ToasterProps } from 'sonner';
import { TOAST_MS } from '@khelo/contracts/constants';

// sonner (~9 KB gzip) is not on the first paint (issue 19, ADR 039): it is fetched when lazy-toaster.tsx
// mounts its Toaster — after the page's content (a game's LCP) or at a toast asked for after it. A toast
// asked for before sonner is fetched waits here, in order, and is shown (its 3 seconds start) then.

type Kind = 'error' | 'success' | 'warning' | 'info';

let sonner: Promise<typeof Sonner> | null = null;
const wanted = new Set<() => void>();
const queued: [Kind, string][] = [];

function showNow(module: typeof Sonner, kind: Kind, message: string): void {
  module.toast[kind](message, { duration: TOAST_MS });
}

/**
 * sonner's module, fetched once; the toasts queued before it are shown when it arrives. A fetch that fails
 * (the connection dropped before sonner had been fetched) is not kept: the next toast, or the connection
 * coming back (LazyToaster), fetches it again. The toasts queued meanwhile are dropped: shown once the
 * connection is back they would be stale ("No connection…" after the retry has already succeeded).
 */
export function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import('sonner').then(
    (module) => {
      for (const [kind, message] of queued.splice(0)) showNow(module, kind, message);
      return module;
    },
    (error: unknown) => {
      sonner = null;
      queued.length = 0;
      throw error;
    },
  );
  return sonner;
}

/** Called when the first toast is asked for, so the Toaster mounts at once instead of after load. */
export function onToastWanted(listener: () => void): () => void {
  wanted.add(listener);
  return () => wanted.delete(listener);
}

function show(kind: Kind, message: string): void {
  if (sonner) void sonner.then((module) => showNow(module, kind, message));
  else queued.push([kind, message]);
  for (const listener of wanted) listener();
}

/** Toasts close after 3 seconds (spec). The Toaster is mounted in the app providers (LazyToaster). */
export const toast = {
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};

// Where toasts appear (ADR 026): at the top, just below the sticky header, never at the bottom where a
// form's submit button, a sticky bet panel or a thumb is — the spec's bottom-right covered "Save details"
// on phones. The header stays visible, so the balance a toast talks about can be read beside it.
// Phones (sonner: below 600 px) get a full-width strip under the header; wider screens the top right.
const BELOW_HEADER = 'calc(var(--header-height) + var(--space-3))';

export const TOAST_PLACEMENT = {
  position: 'top-right',
  offset: { top: BELOW_HEADER, right: 'var(--space-6)' },
  mobileOffset: { top: BELOW_HEADER, left: 'var(--space-3)', right: 'var(--space-3)' },
} as const satisfies Pick<ToasterProps, 'position' | 'offset' | 'mobileOffset'>;
