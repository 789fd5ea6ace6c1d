import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GameLaunchService } from './game-launch.service';
import { providerPage, safeReturnUrl, type ProviderPageState } from './sandbox-provider-page';

// GET /sandbox/provider/:gameCode (SANDBOX only): where the demo catalog's url_path points, standing in
// for an external provider's launch page.

export interface SandboxProviderOptions {
  launches: GameLaunchService;
  webOrigin: string;
}

const querySchema = z.object({
  token: z.string().max(200).optional(),
  game_code: z.string().max(64).optional(),
  opr_id: z.string().max(16).optional(),
  href: z.string().max(2000).optional(),
});

export const sandboxProviderRoutes: FastifyPluginCallbackZod<SandboxProviderOptions> = (
  app,
  options,
  done,
) => {
  app.get(
    '/sandbox/provider/:gameCode',
    {
      schema: {
        hide: true,
        params: z.object({ gameCode: z.string().max(64) }),
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const { gameCode } = request.params;
      const { token, href } = request.query;
      const launch = token ? await options.launches.resolve(token) : null;
      let state: ProviderPageState = { kind: 'invalid' };
      if (launch && launch.gameCode === gameCode)
        state = launch.expired ? { kind: 'expired', launch } : { kind: 'ready', launch };
      return reply
        .code(state.kind === 'ready' ? 200 : 401)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(providerPage(state, safeReturnUrl(href, options.webOrigin)));
    },
  );
  done();
};
