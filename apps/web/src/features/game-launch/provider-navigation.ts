import { renewalSettled } from '@/lib/token-renewal';

/**
 * Leaves the web app for the provider's game page (a full navigation, so tests replace this module), after
 * any token renewal in flight has stored its rotated authToken.
 */
export async function openProviderUrl(url: string): Promise<void> {
  await renewalSettled();
  window.location.assign(url);
}
