import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { toast } from './toast';

vi.mock('@/lib/after-load', () => import('@/test/after-load-now'));

// sonner's chunk cannot be fetched while the player is offline; the first fetch here fails as it would.
const fetches = vi.hoisted(() => ({ failing: 1, tried: 0 }));
vi.mock('sonner', async (importOriginal) => {
  fetches.tried += 1;
  if (fetches.failing > 0) {
    fetches.failing -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('the lazy toaster when sonner could not be fetched', () => {
  it('fetches it again when the connection is back, and later toasts are shown', async () => {
    render(<LazyToaster />);
    await vi.waitFor(() => expect(fetches.tried).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    act(() => toast.warning('back'));
    expect(await screen.findByText('back')).toBeInTheDocument();
  });
});
