import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositLimit, RgState } from '@khelo/contracts/responsible-gaming';
import { renderApp, storeSession } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import en from '../../../../public/locales/en/responsible.json';
import hd from '../../../../public/locales/hd/responsible.json';

// /responsible-gaming through the real route table with its calls stubbed at fetch.

afterEach(() => {
  vi.unstubAllGlobals();
});

function limit(period: DepositLimit['period'], overrides: Partial<DepositLimit> = {}): DepositLimit {
  return {
    period,
    amount: null,
    pending: null,
    used: 0,
    resets_at: '2026-11-24T18:30:00.000Z',
    ...overrides,
  };
}

function state(overrides: Partial<RgState> = {}): RgState {
  return {
    status: 1,
    message: 'responsible gaming',
    limits: [limit('daily'), limit('weekly'), limit('monthly')],
    break: null,
    practice_allowed: true,
    raise_delay_hours: 72,
    ...overrides,
  };
}

/** The real route table at /responsible-gaming; the page's namespace is added before it loads. */
function renderPage() {
  storeSession();
  const view = renderApp('/responsible-gaming');
  view.i18n.addResourceBundle('en', 'responsible', en);
  view.i18n.addResourceBundle('hd', 'responsible', hd);
  return view;
}

describe('the responsible gaming page', () => {
  it('shows a waiting raise with the time it applies, in IST', async () => {
    stubApi({
      'api/responsible-gaming': () => ({
        body: state({
          limits: [
            limit('daily', {
              amount: 500,
              used: 200,
              pending: { amount: 800, effective_at: '2026-11-26T08:05:00.000Z' },
            }),
            limit('weekly'),
            limit('monthly'),
          ],
        }),
      }),
    });
    renderPage();
    const daily = await screen.findByTestId('limit-daily');
    expect(daily).toHaveTextContent('₹500');
    expect(daily).toHaveTextContent('₹200 deposited this period');
    expect(daily).toHaveTextContent('Rises to ₹800 on 26 Nov 2026, 1:35 pm IST');
    expect(screen.getByTestId('limit-weekly')).toHaveTextContent(en.limits.none);
  });

  it('sends only the limits that changed, and an emptied one as null (removal)', async () => {
    const api = stubApi({
      'api/responsible-gaming': () => ({
        body: state({ limits: [limit('daily', { amount: 500 }), limit('weekly'), limit('monthly')] }),
      }),
      'api/responsible-gaming/limits': () => ({ body: state() }),
    });
    const { user } = renderPage();
    await user.clear(await screen.findByLabelText(en.limits.field.daily));
    await user.type(screen.getByLabelText(en.limits.field.monthly), '20000');
    await user.click(screen.getByRole('button', { name: en.limits.save }));
    await waitFor(() => expect(api.to('api/responsible-gaming/limits')).toHaveLength(1));
    const body = api.to('api/responsible-gaming/limits')[0]!.body;
    expect(body).toMatchObject({ daily: null, monthly: 20000 });
    expect(body).not.toHaveProperty('weekly');
  });

  it('refuses an amount that is not rupees before sending', async () => {
    const api = stubApi({ 'api/responsible-gaming': () => ({ body: state() }) });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(en.limits.field.weekly), '10.555');
    await user.click(screen.getByRole('button', { name: en.limits.save }));
    expect(await screen.findByText(en.limits.invalid)).toBeInTheDocument();
    expect(api.to('api/responsible-gaming/limits')).toHaveLength(0);
  });

  it('starts a cool-off only after the confirm step, with confirm: true', async () => {
    const api = stubApi({
      'api/responsible-gaming': () => ({ body: state() }),
      'api/responsible-gaming/cool-off': () => ({
        body: state({
          break: {
            kind: 'cool_off',
            starts_at: '2026-11-23T10:00:00.000Z',
            ends_at: '2026-11-30T10:00:00.000Z',
          },
        }),
      }),
    });
    const { user } = renderPage();
    const card = await screen.findByTestId('rg-cool-off');
    await user.click(within(card).getByRole('radio', { name: en.coolOff.options['7d'] }));
    await user.click(within(card).getByRole('button', { name: en.coolOff.start }));
    expect(within(card).getByRole('alertdialog')).toHaveTextContent('cannot cancel or shorten');
    expect(api.to('api/responsible-gaming/cool-off')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: en.confirm }));
    expect(await screen.findByTestId('rg-active-break')).toHaveTextContent(
      'cool-off break until 30 Nov 2026, 3:30 pm IST',
    );
    expect(api.to('api/responsible-gaming/cool-off')[0]!.body).toMatchObject({
      duration: '7d',
      confirm: true,
    });
  });

  it('a permanent self-exclusion leaves no break to start', async () => {
    stubApi({
      'api/responsible-gaming': () => ({
        body: state({
          break: { kind: 'self_exclusion', starts_at: '2026-11-23T10:00:00.000Z', ends_at: null },
          practice_allowed: false,
        }),
      }),
    });
    renderPage();
    expect(await screen.findByTestId('rg-active-break')).toHaveTextContent(en.active.permanent);
    expect(screen.queryByTestId('rg-cool-off')).not.toBeInTheDocument();
    expect(screen.queryByTestId('rg-self-exclusion')).not.toBeInTheDocument();
  });

  it('says so when the limits cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      'api/responsible-gaming': () => (fail ? 'offline' : { body: state() }),
    });
    const { user } = renderPage();
    expect(await screen.findByText(en.loadError, {}, { timeout: 5_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByTestId('limit-daily')).toBeInTheDocument();
  });
});

describe('the responsible gaming translation files', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
      : [prefix];

  it('have the same keys in English and Hindi', () => {
    expect(keys(hd).sort()).toEqual(keys(en).sort());
  });
});
