import { toast as sonner } from 'sonner';
import { TOAST_MS } from '@khelo/contracts/constants';

/** Toasts of the spec: bottom-right, closing after 3 seconds. The Toaster is mounted in the app providers. */
export const toast = {
  error: (message: string) => sonner.error(message, { duration: TOAST_MS }),
  success: (message: string) => sonner.success(message, { duration: TOAST_MS }),
  warning: (message: string) => sonner.warning(message, { duration: TOAST_MS }),
  info: (message: string) => sonner.info(message, { duration: TOAST_MS }),
};

export const TOAST_POSITION = 'bottom-right' as const;
