import { afterAll, beforeAll, expect } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { FortuneShow } from '@khelo/contracts/fortune-wheel';
import { bonusSettingsFrom } from '../../src/modules/bonus/bonus.config';
import {
  DEFAULT_FORTUNE_WHEEL_SETTINGS,
  type FortuneWheelSettings,
} from '../../src/modules/fortune-wheel/fortune-wheel.config';
import { playerCall } from './money';
import { FAST_TABLES } from './tables';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * An app for a whole Fortune Wheel show in a test file: fast table timers, the given show waits, the tables'
 * runtime started; torn down after the file. `showOf` is a player's view of a show (the presence call).
 */
export function useFortuneShowApp(waits: Partial<FortuneWheelSettings>) {
  let database: TestDatabase | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database.database, {
      tablesSettings: FAST_TABLES,
      bonusSettings: bonusSettingsFrom({}),
      fortuneWheelSettings: { ...DEFAULT_FORTUNE_WHEEL_SETTINGS, ...waits },
    });
    app.app.tables.start();
  });
  afterAll(async () => {
    await app?.cleanup();
    await database?.cleanup();
  });
  const fixture = {
    get test(): TestApp {
      if (!app) throw new Error('the Fortune Wheel app is made in beforeAll');
      return app;
    },
    showOf: async (player: LoginSuccess, showId: string): Promise<FortuneShow> => {
      const response = await playerCall(fixture.test.app, player, '/api/fortune-wheel/presence', {
        show_id: showId,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ show: FortuneShow }>().show;
    },
  };
  return fixture;
}
