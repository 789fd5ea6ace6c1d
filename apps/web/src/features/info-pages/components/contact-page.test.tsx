import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_RATE_LIMITED, CONTACT_RECEIVED } from '@khelo/contracts/contact';
import { CONTACT_CAROUSEL } from '@khelo/contracts/constants';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { createTestI18n } from '@/test/i18n';
import { addInfoLocales } from '@/test/info-locales';
import { failure, stubApi } from '@/test/stub-api';
import { contactAutoplayOptions, contactCarouselOptions } from './contact-carousel';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderContact() {
  const i18n = addInfoLocales(createTestI18n());
  const router = createMemoryRouter(routes, { initialEntries: ['/contact-us'] });
  const user = userEvent.setup();
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const VALID = {
  Name: 'Asha Verma',
  Email: 'asha@example.com',
  Phone: '9876543210',
  Message: 'My withdrawal is still pending.',
};

describe('/contact-us', () => {
  it('shows the form and the carousel set to autoplay every 2000 ms in a loop', async () => {
    stubApi({});
    renderContact();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Contact form' });
    for (const label of ['Name', 'Email', 'Phone', 'Message'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why players choose Khelo' })).toBeInTheDocument();
    expect(CONTACT_CAROUSEL).toEqual({ delayMs: 2000, loop: true });
    expect(contactAutoplayOptions.delay).toBe(2000);
    expect(contactCarouselOptions.loop).toBe(true);
  });

  it('names each invalid field and sends nothing', async () => {
    const api = stubApi({});
    const { user } = renderContact();
    await screen.findByRole('form', { name: 'Contact form' });
    await fill(user, { Name: '', Email: 'asha@', Phone: '12345', Message: 'Hi' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a 10-digit mobile number')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.to('contact/submit')).toHaveLength(0);
  });

  it('sends the message and thanks the sender', async () => {
    const api = stubApi({
      'contact/submit': () => ({ body: { status: 1, message: CONTACT_RECEIVED, id: 'm1' } }),
    });
    const { user } = renderContact();
    await screen.findByRole('form', { name: 'Contact form' });
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Asha Verma!' })).toBeInTheDocument();
    expect(screen.getByText(/We will reply to asha@example.com within 24 hours/)).toBeInTheDocument();
    expect(api.to('contact/submit')[0]!.body).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      message: 'My withdrawal is still pending.',
      operator_id: 230201,
    });
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('explains the hourly limit in Hindi', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    stubApi({ 'contact/submit': () => failure(429, CONTACT_RATE_LIMITED, { retry_after: 1200 }) });
    const { user } = renderContact();
    await screen.findByRole('form', { name: 'संपर्क फ़ॉर्म' });
    await fill(user, {
      नाम: 'आशा',
      ईमेल: 'asha@example.com',
      फ़ोन: '9876543210',
      संदेश: 'मेरी निकासी अभी तक लंबित है।',
    });
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(
      await screen.findByText('आप पहले ही कई संदेश भेज चुके हैं। कृपया एक घंटे बाद फिर कोशिश करें।'),
    ).toBeInTheDocument();
  });
});
