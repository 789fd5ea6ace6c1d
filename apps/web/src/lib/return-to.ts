// `?return=` on a page the player was sent to fix something (My Profile after a refused cash game): where
// to go once it is done. Only a path of this app is followed, never another site.

export const RETURN_PARAM = 'return';

/** The path to go back to, or null for a missing or foreign value. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
