import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Lazily loaded chunks (pages, the login form) are transformed on first use; give them time.
configure({ asyncUtilTimeout: 5000 });

// The home page fetches the game list on mount. A test that does not stub fetch gets an offline network
// (FETCH_ERROR at once) instead of happy-dom trying real requests to localhost.
const networkFetch = globalThis.fetch;
beforeEach(() => {
  if (globalThis.fetch === networkFetch)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.style.overflow = '';
});
