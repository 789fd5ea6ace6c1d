import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { renderApp } from '@/test/render-app';

// The built-in slides (shown until the game list brings the operator's banners) claim only what the
// product does (issue 18): no "leading platform", no tables running round the clock, nothing "certified".

async function slides() {
  renderApp('/');
  await screen.findByRole('region', { name: /Highlights|मुख्य आकर्षण/ });
  return [...document.querySelectorAll('.banner__slide')].map((slide) => ({
    text: slide.textContent ?? '',
    href: slide.querySelector('a')?.getAttribute('href') ?? '',
  }));
}

describe('the home banner slides', () => {
  it('say what is true and lead to the page they talk about', async () => {
    const shown = await slides();
    expect(shown.map((slide) => slide.href)).toEqual([
      '/tables/rummy',
      '/promotions',
      '/?tab=3',
      '/provably-fair',
    ]);
    const words = shown.map((slide) => slide.text).join(' ');
    expect(words).toContain('Indian Rummy tables are opening on Khelo');
    expect(words).toContain('House game rounds you can verify');
    for (const claim of [/leading gaming platform/i, /round the clock/i, /certified/i, /live tables/i])
      expect(words).not.toMatch(claim);
  });

  it('in Hindi too', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    const words = (await slides()).map((slide) => slide.text).join(' ');
    expect(words).toContain('इंडियन रमी की टेबलें खुल रही हैं');
    for (const claim of ['अग्रणी', 'चौबीसों', 'प्रमाणित']) expect(words).not.toContain(claim);
  });
});
