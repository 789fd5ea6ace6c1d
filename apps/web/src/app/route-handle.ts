import type { UIMatch } from 'react-router';

/** Route `handle` of this app: the translation key of the page title. */
export interface RouteHandle {
  titleKey: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    !!handle && typeof handle === 'object' && 'titleKey' in handle && typeof handle.titleKey === 'string'
  );
}

/** The title key of the deepest route that declares one. */
export function routeTitleKey(matches: readonly UIMatch[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return undefined;
}
