import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FortuneShow } from '@khelo/contracts/fortune-wheel';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { renderApp, storeSession } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import enFortune from '../../../../public/locales/en/fortune-wheel.json';
import hdFortune from '../../../../public/locales/hd/fortune-wheel.json';

// /fortune-wheel in Hindi with the player calls stubbed: a show on air reads in the player's language, its
// start time in India Standard Time like every other time on the site, and a refused call in Hindi too.

const show: FortuneShow = {
  id: 'show-1',
  title: 'Diwali night',
  language: 'en',
  starts_at: '2026-11-25T13:30:00.000Z',
  status: 'drawn',
  seed_hash: 'ab'.repeat(32),
  server_seed: null,
  registered: true,
  registrations: 4,
  role: 'onstage',
  budget: 800,
  prizes_paid: 0,
  round: 1,
  presence_until: '2026-11-25T13:30:15.000Z',
  table_id: null,
  contestant: false,
  prizes_won: 0,
};

function render() {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
  storeSession();
  const view = renderApp('/fortune-wheel');
  view.i18n.addResourceBundle('en', 'fortune-wheel', enFortune);
  view.i18n.addResourceBundle('hd', 'fortune-wheel', hdFortune);
  return view;
}

describe('the Fortune Wheel shows page', () => {
  it('shows a show on air in Hindi, its start time in IST', async () => {
    stubApi({
      'api/fortune-wheel/shows': () => ({ body: { status: 1, message: 'shows', shows: [show] } }),
      'api/fortune-wheel/stage': () => ({ body: { status: 1, message: 'stage', show, stage: null } }),
    });
    render();
    const card = await screen.findByTestId('show', {}, { timeout: 10_000 });
    // 7 pm in India, in the Hindi page's own way of writing a date (not the browser's US default).
    expect(card).toHaveTextContent('25 नव॰ 2026, 7:00 pm IST');
    expect(card).not.toHaveTextContent('11/25/2026');
    expect(within(card).getByTestId('role')).toHaveTextContent('मंच के लिए चुने गए');
    expect(await within(card).findByTestId('presence')).toHaveTextContent('उपस्थिति जाँच');
  }, 30_000);

  it('says why a registration was refused in Hindi, not in the server English', async () => {
    stubApi({
      'api/fortune-wheel/shows': () => ({
        body: {
          status: 1,
          message: 'shows',
          shows: [{ ...show, status: 'scheduled', registered: false, role: null, round: null }],
        },
      }),
      'api/fortune-wheel/register': () => ({
        status: 409,
        body: { status: 0, message: 'registration is closed', reason: 'registration_closed' },
      }),
    });
    const { user } = render();
    await user.click(await screen.findByTestId('register', {}, { timeout: 10_000 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('इस शो का पंजीकरण बंद हो गया है: शो शुरू हो चुका है।');
  }, 30_000);
});
