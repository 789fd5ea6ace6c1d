import { toast as sonner, type ToasterProps } from 'sonner';
import { TOAST_MS } from '@khelo/contracts/constants';

/** Toasts close after 3 seconds (spec). The Toaster is mounted in the app providers. */
export const toast = {
  error: (message: string) => sonner.error(message, { duration: TOAST_MS }),
  success: (message: string) => sonner.success(message, { duration: TOAST_MS }),
  warning: (message: string) => sonner.warning(message, { duration: TOAST_MS }),
  info: (message: string) => sonner.info(message, { duration: TOAST_MS }),
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
