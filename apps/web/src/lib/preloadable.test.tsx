import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

// A dialog's code fetched after a page's content: rendered at once once in, shown on arrival before.

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable', () => {
  it('renders on its first render once preloaded', async () => {
    const { Component, preload } = preloadable(() => Promise.resolve(Hello));
    await preload();
    render(<Component name="Asha" />);
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
  });

  it('loads on first mount when not preloaded, and loads once', async () => {
    let loads = 0;
    const { Component, preload } = preloadable(() => {
      loads += 1;
      return Promise.resolve(Hello);
    });
    render(<Component name="Ravi" />);
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
    await preload();
    expect(loads).toBe(1);
  });

  it('shows its stand-in when the code cannot load, and a later mount tries again', async () => {
    let fail = true;
    const { Component } = preloadable(
      () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(Hello)),
      () => <p>Unavailable</p>,
    );
    const first = render(<Component name="Meera" />);
    expect(await screen.findByText('Unavailable')).toBeInTheDocument();
    first.unmount();
    fail = false;
    await act(async () => {
      render(<Component name="Meera" />);
      await Promise.resolve();
    });
    expect(await screen.findByText('Hello Meera')).toBeInTheDocument();
  });
});
