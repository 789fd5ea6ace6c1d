import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component whose code loads when it first mounts or earlier, by `preload()` (a page asks once its
 * content is up, ADR 039). Mounted once the code is in, it renders at once: a `React.lazy` suspends at
 * least once even then, and React holds a revealed fallback for up to 300 ms. Mounted before, it shows
 * nothing until the code arrives, or `Unavailable` if it cannot load (a later mount tries again).
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Unavailable: ComponentType<P> = Nothing,
): { Component: ComponentType<P>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(
      () =>
        loaded ??
        lazy<ComponentType<P>>(() =>
          preload().then(
            (component) => ({ default: component }),
            () => ({ default: Unavailable }),
          ),
        ),
    );
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return { Component: Preloadable, preload };
}

function Nothing() {
  return null;
}
