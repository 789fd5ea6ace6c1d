/** Leaves the web app for the provider's game page (a full navigation, so tests replace this module). */
export function openProviderUrl(url: string): void {
  window.location.assign(url);
}
