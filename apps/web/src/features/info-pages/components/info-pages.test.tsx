import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INFO_DOCUMENTS, infoDocumentSchema } from '@khelo/contracts/info-content';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { createTestI18n } from '@/test/i18n';
import { addInfoLocales } from '@/test/info-locales';

// /termsandconditions, /privacypolicy and /promotions over the real content files.

const publicDir = path.resolve(import.meta.dirname, '../../../../public');
const read = (relative: string) => readFileSync(path.join(publicDir, relative), 'utf8');

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveContent(failing = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const match = /\/content\/(en|hd)\/([a-z]+)\.json$/.exec(String(url));
      if (!match) return Promise.reject(new TypeError('Failed to fetch'));
      if (failing) return Promise.resolve(new Response('nope', { status: 503 }));
      return Promise.resolve(new Response(read(`content/${match[1]}/${match[2]}.json`), { status: 200 }));
    }),
  );
}

function renderAt(pathname: string) {
  const i18n = addInfoLocales(createTestI18n());
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}

describe('the content files', () => {
  it.each(INFO_DOCUMENTS.flatMap((name) => [['en', name] as const, ['hd', name] as const]))(
    '%s/%s.json is a valid document with the same sections in both languages',
    (language, name) => {
      const document = infoDocumentSchema.parse(JSON.parse(read(`content/${language}/${name}.json`)));
      const english = infoDocumentSchema.parse(JSON.parse(read(`content/en/${name}.json`)));
      expect(document.sections.map((section) => section.id)).toEqual(
        english.sections.map((section) => section.id),
      );
    },
  );

  it('the terms state every rule and figure of the spec, in English and Hindi', () => {
    for (const language of ['en', 'hd']) {
      const terms = read(`content/${language}/terms.json`);
      for (const figure of ['18', 'Rs 50,000', '30', '194BA', 'Rs 2,000', '12', 'Rs 250', '15', '10', '2025'])
        expect(terms, `${language}: ${figure}`).toContain(figure);
    }
    const english = read('content/en/terms.json');
    for (const phrase of [
      'Online money games are banned in India',
      'Assam, Odisha, Telangana, Sikkim, Andhra Pradesh, Tamil Nadu and Nagaland',
      'one account only',
      'KYC',
      'PAN is required to withdraw winnings after TDS',
      'at least one cash deposit and played at least one cash game',
      'Mobile number verification is mandatory for cash players',
      'must be your own',
      'no processing charge',
      'Pending validation',
      'Suspended',
      'Terminated',
      'Inactive',
      'Closed',
    ])
      expect(english, phrase).toContain(phrase);
  });

  it('TDS is stated as the engine takes it: 194BA on net winnings, no threshold (ADR 020)', () => {
    for (const language of ['en', 'hd'])
      for (const name of ['terms', 'promotions']) {
        const text = read(`content/${language}/${name}.json`);
        expect(text, `${language}/${name}`).toContain('194BA');
        expect(text, `${language}/${name}`).toContain('30');
        // The pre-2023 threshold ("above Rs 10,000 in a single game") is not the law and not the engine.
        expect(text, `${language}/${name}`).not.toMatch(/10,000/);
      }
    const terms = read('content/en/terms.json');
    for (const phrase of [
      'Finance Act 2023',
      'There is no minimum amount',
      'each time you withdraw',
      'end of the financial year',
    ])
      expect(terms, phrase).toContain(phrase);
    const hindi = read('content/hd/terms.json');
    for (const phrase of ['वित्त अधिनियम 2023', 'कोई न्यूनतम सीमा नहीं', 'हर निकासी के समय', 'वित्त वर्ष के अंत में'])
      expect(hindi, phrase).toContain(phrase);
  });

  it('promotions state the bonuses as the bonus module grants them', () => {
    const english = read('content/en/promotions.json');
    for (const phrase of ['mobile number or e-mail address', 'up to Rs 1,000', 'completes a first deposit'])
      expect(english, phrase).toContain(phrase);
    // The referrer alone gets the referral bonus (bonus.service.ts).
    expect(english).not.toContain('both accounts');
  });

  it('promotions list the signup, welcome and referral offers', () => {
    const english = read('content/en/promotions.json');
    for (const phrase of ['Rs 25 instant cash', '100 percent', 'Refer a friend', 'automatically'])
      expect(english).toContain(phrase);
  });
});

describe('the information pages', () => {
  it('/termsandconditions shows the terms with a contents list and the update date', async () => {
    serveContent();
    renderAt('/termsandconditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: '1. Online money games and the law' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Last updated 24 Nov 2026/)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: '9. Taxes (TDS)' })).toHaveAttribute(
      'href',
      '#terms-tds',
    );
    expect(screen.getByRole('link', { name: 'Close and go home' })).toHaveAttribute('href', '/');
  });

  it('/privacypolicy is in Hindi for a Hindi reader', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    serveContent();
    renderAt('/privacypolicy');
    expect(
      await screen.findByRole('heading', { name: '3. हम KYC दस्तावेज़ कैसे सुरक्षित रखते हैं' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(screen.getByText(/अंतिम अपडेट/)).toBeInTheDocument();
  });

  it('/promotions lists the offers and asks a visitor to log in', async () => {
    serveContent();
    renderAt('/promotions');
    expect(
      await screen.findByRole('heading', { name: 'Signup bonus: Rs 25 instant cash' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Welcome bonus: 100 percent on your first deposit' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Refer a friend' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to claim' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('a failed load says so and retries', async () => {
    serveContent(true);
    renderAt('/termsandconditions');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('We could not load this page.')).toBeInTheDocument();
    serveContent();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '2. Who may play' })).toBeInTheDocument());
  });
});
