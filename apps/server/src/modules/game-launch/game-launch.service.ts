import { randomBytes } from 'node:crypto';
import type { Game } from '@khelo/contracts/catalog';
import { GAME_CODE_INVALID, GAME_NOT_LIVE, LAUNCH_TOKEN_SECONDS } from '@khelo/contracts/catalog-constants';
import type { LaunchMode } from '@khelo/contracts/practice';
import { keyedHash } from '../auth/secrets';
import type { AuthenticatedPlayer } from '../auth/sessions.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { GameLaunchRepository, LaunchRow } from './game-launch.repository';

// Launching a game (core-platform.md section 4): the game must exist and be live; the player gets the
// provider URL with a fresh launch token, game_code, opr_id and href. The token is 256 random bits,
// stored only as a keyed hash, bound to this player, session and game, and valid LAUNCH_TOKEN_SECONDS.
// Providers present it to the wallet API, which resolves it here.

export interface GameLaunchServiceDeps {
  repository: GameLaunchRepository;
  catalog: CatalogService;
  secret: string;
  now: () => Date;
  /** Where the provider sends the player back to: the lobby. */
  lobbyUrl: string;
}

export interface Launched {
  ok: true;
  url: string;
  token: string;
  gameCode: string;
  operatorId: number;
  href: string;
  expiresIn: number;
}

export interface LaunchRefused {
  ok: false;
  statusCode: 404 | 409;
  message: string;
}

/** What a launch token stands for; `expired` launches are still known (credits and rollbacks may follow). */
export interface ResolvedLaunch extends LaunchRow {
  expired: boolean;
  game: Game | null;
}

/** url_path plus the launch parameters; a relative url_path (this server's sandbox) stays relative. */
export function providerUrl(urlPath: string, params: Record<string, string>): string {
  const absolute = /^https?:\/\//i.test(urlPath);
  const url = new URL(urlPath, 'http://relative.invalid');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Launch rows are never updated or deleted, so a found one can be remembered (expiry is judged per call); the
 * limit bounds the memory. An entry lives 10 minutes from its last use in its second half: at 60 s, a player
 * who sat out two crash rounds missed it, and a burst's 17–65 misses a slice each waited ~40 ms for a query
 * behind the bets' own statements (docs/performance.md, "Crash: what a slow PostgreSQL run sent").
 */
export const LAUNCH_CACHE_LIMIT = 20_000;
export const LAUNCH_CACHE_MS = 10 * 60_000;

export function createGameLaunchService(deps: GameLaunchServiceDeps) {
  const { repository, catalog, secret, now, lobbyUrl } = deps;
  const tokenHash = (token: string) => keyedHash(secret, 'launch', token);
  // Every bet asks for its token three times (the game, the practice route, the wallet-api): one query, and
  // none while the row is remembered. Rows never change, so a hit keeps its entry (sliding), and a burst of
  // a player's bets before the first answer shares one query instead of holding a pooled connection each.
  const known = new Map<string, { launch: LaunchRow; until: number }>();
  const pending = new Map<string, Promise<LaunchRow | null>>();

  function remember(token: string, launch: LaunchRow) {
    known.delete(token);
    if (known.size >= LAUNCH_CACHE_LIMIT) known.delete(known.keys().next().value!);
    known.set(token, { launch, until: Date.now() + LAUNCH_CACHE_MS });
  }

  async function findLaunch(token: string): Promise<LaunchRow | null> {
    const hit = known.get(token);
    const at = Date.now();
    if (hit && hit.until > at) {
      // A hit slides its entry only in the entry's second half: moving it on every hit (three a bet) was a
      // delete and insert into a map of up to 20,000 entries, ~2 ms of a 400-bet burst (docs/performance.md).
      if (hit.until - at < LAUNCH_CACHE_MS / 2) remember(token, hit.launch);
      return hit.launch;
    }
    const asked = pending.get(token);
    if (asked) return asked;
    const query = repository
      .findByTokenHash(tokenHash(token))
      .then((launch) => {
        if (launch) remember(token, launch);
        return launch;
      })
      .finally(() => pending.delete(token));
    pending.set(token, query);
    return query;
  }

  return {
    /**
     * mode practice: only modules/practice asks for it (free chips). Cash rules (app.compliance) belong to
     * the api/game-launch route, not here: practice launches come through this function too and must stay
     * open to players the cash rules refuse.
     */
    async launch(
      player: AuthenticatedPlayer,
      gameCode: string,
      mode: LaunchMode = 'real',
    ): Promise<Launched | LaunchRefused> {
      const game = await catalog.findGame(player.operatorId, gameCode);
      if (!game) return { ok: false, statusCode: 404, message: GAME_CODE_INVALID };
      if (game.operational_status !== 'live') return { ok: false, statusCode: 409, message: GAME_NOT_LIVE };

      const at = now();
      const token = randomBytes(32).toString('base64url');
      const row = {
        playerId: player.id,
        operatorId: player.operatorId,
        sessionId: player.sessionId,
        gameCode: game.game_code,
        providerCode: game.provider_code,
        mode,
        createdAt: at,
        expiresAt: new Date(at.getTime() + LAUNCH_TOKEN_SECONDS * 1000),
      };
      const id = await repository.insert({ ...row, tokenHash: tokenHash(token) });
      // The game's first calls (its state, its first bets) then find the launch without a query.
      remember(token, { ...row, id });
      const url = providerUrl(game.integration_env_config.url_path, {
        token,
        game_code: game.game_code,
        opr_id: String(player.operatorId),
        href: lobbyUrl,
        // Shown by the game page ("Practice", chips); the server goes by the token's own mode.
        ...(mode === 'practice' ? { mode } : {}),
      });
      return {
        ok: true,
        url,
        token,
        gameCode: game.game_code,
        operatorId: player.operatorId,
        href: lobbyUrl,
        expiresIn: LAUNCH_TOKEN_SECONDS,
      };
    },

    /** The launch a token belongs to, or null for a token that was never issued. */
    async resolve(token: string): Promise<ResolvedLaunch | null> {
      if (!token) return null;
      const launch = await findLaunch(token);
      if (!launch) return null;
      return {
        ...launch,
        expired: launch.expiresAt.getTime() <= now().getTime(),
        game: await catalog.findGame(launch.operatorId, launch.gameCode),
      };
    },
  };
}

export type GameLaunchService = ReturnType<typeof createGameLaunchService>;
