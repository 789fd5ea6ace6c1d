// A client seed the page draws for the player (Mines, Tambola): random hex from the browser's CSPRNG, which
// the player may replace before playing.

export function randomSeed(bytes = 8): string {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return Array.from(values, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
