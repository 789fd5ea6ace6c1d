import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PracticeStatus } from '@khelo/contracts/practice';
import { FIXTURE_GAMES, game, playerList, stubApi, webList } from '@/test/catalog-fixture';
import { renderApp, storeSession } from '@/test/render-app';

// The Practice button of the house games' tiles (docs/practice-and-responsible-gaming.md).

afterEach(() => {
  vi.unstubAllGlobals();
});

const houseGame = game('SPB02014', 'Color Prediction', {
  provider_code: 'SPB',
  provider_name: 'Skyprobe',
  integration_env_config: { url_path: '/play/SPB02014' },
});
const games = [...FIXTURE_GAMES, houseGame];

function status(moneyMode: PracticeStatus['money_mode']): PracticeStatus {
  return {
    status: 1,
    message: 'practice',
    money_mode: moneyMode,
    chips: 10_000,
    start_chips: 10_000,
    refill_floor: 1_000,
    practice_allowed: true,
    provider_code: 'SPB',
  };
}

/** The grid's tile of a game (the popular row may show it too). */
const tileOf = async (code: string) =>
  (await screen.findAllByRole('article')).find((tile) => tile.getAttribute('data-game-code') === code)!;

describe('practice on the lobby tiles', () => {
  it('a house game has Play and Practice; other games only Play', async () => {
    stubApi({ 'api/web/game-lists': () => ({ body: webList(games) }) });
    renderApp('/');
    const tile = await tileOf('SPB02014');
    expect(within(tile).getByRole('link', { name: 'Play Color Prediction' })).toHaveAttribute(
      'href',
      '/?game_code=SPB02014',
    );
    expect(
      within(tile).getByRole('link', { name: 'Practice Color Prediction with free chips' }),
    ).toHaveAttribute('href', '/?game_code=SPB02014&mode=practice');
    // Aviator of the fixture is served by the sandbox provider page, not the house: no practice there.
    const aviator = (await screen.findAllByRole('article', { name: 'Aviator' }))[0]!;
    expect(within(aviator).queryByRole('link', { name: /Practice/ })).not.toBeInTheDocument();
  });

  it('with MONEY_MODE=practice the Play button of a house game is Practice', async () => {
    storeSession({ playerId: 'P1001', oprId: 230201, token: 'access-token' });
    stubApi({
      'api/game-lists': () => ({ body: playerList(0, games) }),
      'api/practice': () => ({ body: status('practice') }),
    });
    renderApp('/');
    const tile = await tileOf('SPB02014');
    const play = await within(tile).findByRole('link', { name: /^Practice/ });
    expect(play).toHaveAttribute('href', '/?game_code=SPB02014&mode=practice');
    expect(within(tile).getAllByRole('link', { name: /Practice|Play/ })).toHaveLength(1);
  });
});
