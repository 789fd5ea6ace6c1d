import { useEffect, useState } from 'react';
import type * as Sonner from 'sonner';
import { TOAST_MS } from '@khelo/contracts/constants';
import { afterContent, contentPending } from '@/lib/page-content';
import { TOAST_PLACEMENT, loadSonner, onToastWanted } from './toast';

/**
 * sonner's Toaster, mounted after the page's content (afterContent) or at the first toast after it. If
 * sonner could not be fetched (offline), the next toast or the connection coming back tries again.
 */
export function LazyToaster() {
  const [sonner, setSonner] = useState<typeof Sonner | null>(null);
  useEffect(() => {
    if (sonner) return;
    let live = true;
    const mount = () => {
      loadSonner().then(
        (module) => live && setSonner(module),
        () => window.addEventListener('online', mount, { once: true }),
      );
    };
    // A toast asked for before a game page's content has painted waits for afterContent (toast.ts
    // queues it), so sonner does not compete with the game's LCP.
    const stop = onToastWanted(() => {
      if (!contentPending()) mount();
    });
    const cancel = afterContent(mount);
    return () => {
      live = false;
      window.removeEventListener('online', mount);
      stop();
      cancel();
    };
  }, [sonner]);
  if (!sonner) return null;
  return <sonner.Toaster {...TOAST_PLACEMENT} duration={TOAST_MS} theme="dark" richColors closeButton />;
}
