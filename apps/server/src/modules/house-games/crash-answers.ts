import { HOUSE_MESSAGES, type CashoutRequest, type CrashBetRequest } from '@khelo/contracts/house-games';
import { rupeesToPaise } from '@khelo/contracts/money';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_S } from '../../plugins/errors';
import { presentBet } from './house-games.presenter';
import type { BetRow } from './house-games.repository';
import type { HouseGamesService, Refusal } from './house-games.service';

// A crash bet's and a cash-out's answer, the same over HTTP (house-games.routes.ts) and the socket
// (crash-socket-calls.ts): the status code and the body.

export interface CallAnswer {
  code: number;
  /** Too busy to do the call (nothing changed): HTTP adds its Retry-After header (plugins/errors.ts). */
  busy?: true;
  body: { status: 0 | 1; message: string } & Record<string, unknown>;
}

export function busyAnswer(): CallAnswer {
  return {
    code: 503,
    busy: true,
    body: { status: 0, message: BUSY_MESSAGE, retry_after: BUSY_RETRY_AFTER_S },
  };
}

/** A refusal as the house pages read it: status 0, the message, the balance when known. */
export function refusalAnswer(refusal: Refusal): CallAnswer {
  if (refusal.busy) return busyAnswer();
  return {
    code: refusal.statusCode,
    body: {
      status: 0,
      message: refusal.message,
      ...(refusal.balance === undefined ? {} : { balance: refusal.balance }),
    },
  };
}

function doneAnswer(message: string, result: { bet: BetRow; balance: number | null }): CallAnswer {
  return { code: 200, body: { status: 1, message, bet: presentBet(result.bet), balance: result.balance } };
}

export async function crashBetAnswer(
  service: HouseGamesService,
  body: CrashBetRequest,
  receivedAt: Date | undefined,
): Promise<CallAnswer> {
  const result = await service.placeBet({
    token: body.token,
    gameCode: body.game_code,
    slot: body.slot,
    selection: 'crash',
    paise: Number(rupeesToPaise(body.amount)),
    autoCashout: body.auto_cashout ? Math.round(body.auto_cashout * 100) : null,
    receivedAt,
  });
  return result.ok ? doneAnswer(HOUSE_MESSAGES.betPlaced, result) : refusalAnswer(result);
}

export async function cashoutAnswer(
  service: HouseGamesService,
  body: CashoutRequest,
  receivedAt: Date,
): Promise<CallAnswer> {
  const result = await service.cashout(body.token, body.bet_id, receivedAt);
  return result.ok ? doneAnswer(HOUSE_MESSAGES.cashedOut, result) : refusalAnswer(result);
}
