import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { TeenPattiView } from '@khelo/games/teen-patti/state';
import type { BoardSeat } from '@/lib/tables/table-board';
import { createTestI18n } from '@/test/i18n';
import enTeenPatti from '../../../../public/locales/en/teen-patti.json';
import hdTeenPatti from '../../../../public/locales/hd/teen-patti.json';
import { TpResults } from './tp-results';

// The hand's headline: the player who won alone reads "You won" ("आपने … जीता"), anybody else by name.

const SEATS: BoardSeat[] = [0, 1].map((seat) => ({
  seat,
  name: seat === 0 ? 'Aarav' : 'Bot Vikram',
  is_bot: seat === 1,
  is_me: seat === 0,
  left: false,
  extra_ms: 30_000,
}));

function headline(winner: number, language: 'en' | 'hd') {
  const view = {
    outcome: {
      hand: 1,
      pot: 600,
      winners: [winner],
      reason: 'show',
      seats: [0, 1].map((seat) => ({ seat, put: 300, won: seat === winner ? 600 : 0, cards: null })),
    },
  } as unknown as TeenPattiView;
  const i18n = createTestI18n(language);
  i18n.addResourceBundle('en', 'teen-patti', enTeenPatti);
  i18n.addResourceBundle('hd', 'teen-patti', hdTeenPatti);
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <TpResults
        view={view}
        mySeat={0}
        seats={SEATS}
        send={vi.fn()}
        sound={false}
        mode="practice"
        stake={1}
        nextHandAt={null}
        rakePercent={0}
      />
    </I18nextProvider>,
  );
  const text = screen.getByRole('status').textContent;
  unmount();
  return text;
}

describe('the Teen Patti results headline', () => {
  it('says "you" when the player won, in English and Hindi, and names another winner', () => {
    expect(headline(0, 'en')).toBe('You won the show: 6 chips');
    expect(headline(0, 'hd')).toBe('आपने शो जीता: 6 चिप्स');
    expect(headline(1, 'hd')).toBe('Bot Vikram ने शो जीता: 6 चिप्स');
  });
});
