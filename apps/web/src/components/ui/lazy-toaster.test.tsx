import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentShown } from '@/lib/page-content';
import { LazyToaster } from './lazy-toaster';
import { toast } from './toast';

vi.mock('@/lib/after-load', () => import('@/test/after-load-now'));

describe('the lazy toaster on a game page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("keeps the toasts asked for before the game's content and shows them, in order, after it", async () => {
    window.history.replaceState(null, '', '/play/SPB02001');
    render(<LazyToaster />);
    act(() => {
      toast.error('first');
      toast.success('second');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('first')).toBeNull();
    render(<ContentShown />);
    const first = await screen.findByText('first');
    const second = await screen.findByText('second');
    // sonner lists the newest first.
    expect(second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => toast.info('third'));
    expect(await screen.findByText('third')).toBeInTheDocument();
  });
});
