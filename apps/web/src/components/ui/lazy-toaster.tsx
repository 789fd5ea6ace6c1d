import { Suspense, lazy, useEffect, useState } from 'react';
import { TOAST_MS } from '@khelo/contracts/constants';
import { afterContent, contentPending } from '@/lib/page-content';
import { TOAST_PLACEMENT, loadSonner, onToastWanted } from './toast';

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** sonner's Toaster, mounted after the page's content (afterContent) or at the first toast after it. */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    // A toast asked for before a game page's content has painted waits for afterContent (toast.ts
    // queues it), so sonner does not compete with the game's LCP.
    const stop = onToastWanted(() => {
      if (!contentPending()) mount();
    });
    const cancel = afterContent(mount);
    return () => {
      stop();
      cancel();
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...TOAST_PLACEMENT} duration={TOAST_MS} theme="dark" richColors closeButton />
    </Suspense>
  );
}
