import { Suspense, lazy, useEffect, useState } from 'react';
import { TOAST_MS } from '@khelo/contracts/constants';
import { afterLoad } from '@/lib/after-load';
import { TOAST_PLACEMENT, loadSonner, onToastWanted } from './toast';

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** sonner's Toaster, mounted after the page has loaded or at the first toast, whichever comes first. */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const stop = onToastWanted(mount);
    afterLoad(mount);
    return stop;
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...TOAST_PLACEMENT} duration={TOAST_MS} theme="dark" richColors closeButton />
    </Suspense>
  );
}
