// First path segments that belong to the API server, never to the SPA. The server answers unknown paths
// under them with a JSON 404; the web dev server proxies them to the API.
export const API_PREFIXES = [
  '/api',
  '/login',
  '/auth',
  '/fetch',
  '/update',
  '/save',
  '/transaction',
  '/pg',
  '/wallet-api',
  '/webhooks',
  '/staff',
  '/contact',
  '/verify',
  '/sandbox',
  '/socket.io',
  '/healthz',
  '/docs',
  '/locales/add',
  '/media',
  '/games',
  '/house',
] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
