/** Base URL of the API; the same origin unless VITE_API_BASE says otherwise. No trailing slash. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');
