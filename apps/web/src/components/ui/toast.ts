import type * as Sonner from 'sonner';
import type { ToasterProps } from 'sonner';
import { TOAST_MS } from '@khelo/contracts/constants';

// sonner (~9 KB gzip) is not on the first paint (issue 19, ADR 039): it is fetched by the first toast, or
// after the page has loaded (lazy-toaster.tsx mounts its Toaster then). A toast asked for before the
// Toaster is mounted is kept by sonner and shown when it mounts.

type Kind = 'error' | 'success' | 'warning' | 'info';

let sonner: Promise<typeof Sonner> | null = null;
const wanted = new Set<() => void>();

/** sonner's module, fetched once. */
export function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Called when the first toast is asked for, so the Toaster mounts at once instead of after load. */
export function onToastWanted(listener: () => void): () => void {
  wanted.add(listener);
  return () => wanted.delete(listener);
}

function show(kind: Kind, message: string): void {
  for (const listener of wanted) listener();
  void loadSonner().then((module) => module.toast[kind](message, { duration: TOAST_MS }));
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
