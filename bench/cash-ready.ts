import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';

// Cash play needs an adult from an allowed state (docs/compliance.md): the benchmarks' players fill in the
// profile a real player would before their first cash launch.

interface Injector {
  inject(request: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: Record<string, unknown>;
  }): Promise<{ statusCode: number; body: string }>;
}

export async function makeCashReady(
  app: Injector,
  player: { token: string; player_id: string },
  mobile: string,
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/update/personalDetails',
    headers: { authorization: `Bearer ${player.token}` },
    payload: {
      operator_id: DEFAULT_OPERATOR_ID,
      player_id: player.player_id,
      birthday: '1990-04-15',
      phone: mobile,
      city: 'Pune',
      state: 'Maharashtra',
    },
  });
  if (response.statusCode !== 200) throw new Error(`profile: ${response.statusCode} ${response.body}`);
}
