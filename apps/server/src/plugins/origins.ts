// Which web pages may use the API's socket.io, and where the CSP lets the app's pages connect (README,
// docs/auth.md "Socket"): WEB_ORIGIN, EXTRA_WEB_ORIGINS, and the server's own origin as the request names
// it (a page it served itself, whatever address the player typed: a LAN address, localhost).

export function allowedOrigins(config: { webOrigin: string; extraWebOrigins: string[] }): string[] {
  return [...new Set([config.webOrigin, ...config.extraWebOrigins])];
}

/**
 * A browser always sends Origin on a WebSocket upgrade and on cross-origin requests; a request without it
 * is not a page on another site (a same-origin polling GET, a server-side client), so it may connect. One
 * with an Origin must be an allowed origin or the server's own host.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: string[],
): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  if (!URL.canParse(origin) || host === undefined) return false;
  const url = new URL(origin);
  return ['http:', 'https:'].includes(url.protocol) && url.host === host.toLowerCase();
}

/** The CSP's connect-src: this origin and the allowed ones, each with its WebSocket scheme. */
export function connectSources(allowed: string[]): string[] {
  const sources = ["'self'"];
  for (const origin of allowed) sources.push(origin, origin.replace(/^http/, 'ws'));
  return sources;
}
