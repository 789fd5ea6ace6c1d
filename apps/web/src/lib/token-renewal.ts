// Renewal of the short-lived access token (architecture.md section 6, interpretation 4).
//
// The refresh token (authToken) is rotated on every use and presenting an already-rotated one revokes the
// whole session on the server. Two refreshes with the same authToken would therefore log the player out,
// so every caller — a Bearer call that got 401, the session guard, the socket — goes through one flight:
// while a refresh runs, everyone waits for that same answer.

/** Refreshes the stored session; resolves to the new access token, or null when the session has ended. */
export type Refresher = () => Promise<string | null>;

interface Registration {
  refresh: Refresher;
  /** The access token stored right now. */
  currentToken: () => string | null;
}

let registration: Registration | null = null;
let inflight: Promise<string | null> | null = null;

/** The session layer registers how to refresh; returns the function that removes the registration. */
export function registerTokenRenewal(next: Registration): () => void {
  registration = next;
  return () => {
    if (registration === next) registration = null;
  };
}

/**
 * A new access token. With `expiredToken` (the token a call was refused with), a token that has already
 * replaced it is returned without another refresh: concurrent 401s after one renewal must not rotate the
 * authToken twice.
 */
export function renewAccessToken(expiredToken?: string): Promise<string | null> {
  if (!registration) return Promise.resolve(null);
  if (inflight) return inflight;
  if (expiredToken !== undefined) {
    const current = registration.currentToken();
    if (current && current !== expiredToken) return Promise.resolve(current);
  }
  const flight = registration
    .refresh()
    .catch(() => null)
    .finally(() => {
      if (inflight === flight) inflight = null;
    });
  inflight = flight;
  return flight;
}

/**
 * Resolves once no renewal is in flight. A page that is about to leave (a game launch) waits for it: a
 * refresh answered after the page left would rotate the authToken on the server without the new one being
 * stored, and the next refresh would present the spent token and end the session.
 */
export async function renewalSettled(): Promise<void> {
  await inflight;
}
