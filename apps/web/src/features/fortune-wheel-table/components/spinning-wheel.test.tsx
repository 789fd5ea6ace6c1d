import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpinningWheel } from './spinning-wheel';

// The show page's wheel turns forward to each new stop and rests with that wedge under the top pointer
// (wedge k sits k × 15° clockwise of the top, so the disc turns to 360 − 15k, plus whole turns).

function rotation(container: HTMLElement): number {
  const disc = container.querySelector<SVGGElement>('.fw-spinner__disc')!;
  return Number(/rotate\((-?[\d.]+)deg\)/.exec(disc.style.transform)![1]);
}

describe('the spinning wheel', () => {
  it('rests before the first spin, then turns forward to each stop', () => {
    const { container, rerender } = render(<SpinningWheel stop={null} spin="0" />);
    expect(rotation(container)).toBe(0);
    rerender(<SpinningWheel stop={3} spin="1" />);
    const first = rotation(container);
    expect(first % 360).toBe(360 - 3 * 15);
    expect(first).toBeGreaterThanOrEqual(720);
    rerender(<SpinningWheel stop={3} spin="1" />);
    expect(rotation(container)).toBe(first);
    rerender(<SpinningWheel stop={0} spin="2" />);
    const second = rotation(container);
    expect(second % 360).toBe(0);
    expect(second).toBeGreaterThan(first + 360);
    expect(container.querySelector('[data-testid="spinning-wheel"]')).toHaveAttribute('data-stop', '0');
  });
});
