import { randomUUID } from 'node:crypto';
import {
  ADJUSTMENT_MESSAGES,
  ADJUSTMENT_SECOND_APPROVER_RUPEES,
  type StaffAdjustmentParsed,
} from '@khelo/contracts/backoffice-players';
import { paiseToRupees, rupeesToPaise } from '@khelo/contracts/money';
import type { StaffRound } from '@khelo/contracts/backoffice-players';
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming.service';
import type { StaffDecoration } from '../staff/register-staff';
import type { StaffIdentity } from '../staff/staff.service';
import type { LedgerService } from '../wallet/ledger.service';
import {
  presentAdjustment,
  type AdjustmentRecord,
  type StaffPlayersRepository,
} from './staff-players.repository';

// Players as staff see them, and balance adjustments: a ledger `adjustment` against the operator's
// `adjustments` account with a mandatory reason. Up to ADJUSTMENT_SECOND_APPROVER_RUPEES it posts at once;
// above, it waits until another admin approves (the requester cannot), and only then does money move.

export class BackofficeError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'BackofficeError';
  }
}

const THRESHOLD_PAISE = rupeesToPaise(ADJUSTMENT_SECOND_APPROVER_RUPEES);

export interface StaffPlayersDeps {
  repository: StaffPlayersRepository;
  ledger: LedgerService;
  staff: StaffDecoration;
  /** Limits and breaks as the player's own RG page sees them (no SQL of its own here). */
  responsibleGaming: Pick<ResponsibleGamingService, 'state'>;
  /** The latest house-game bets, from the house games' /api/game-history query. */
  rounds: (playerId: string) => Promise<StaffRound[]>;
  /** The operator's largest adjustment, in paise (payment_settings.max_adjustment). */
  maxAdjustment: (operatorId: number) => Promise<bigint>;
  now: () => Date;
}

export function createStaffPlayersService(deps: StaffPlayersDeps) {
  const { repository, ledger } = deps;

  async function present(rows: AdjustmentRecord[]) {
    const ids = [...new Set(rows.flatMap((row) => [row.requestedBy, row.decidedBy ?? row.requestedBy]))];
    const emails = await repository.staffEmails(ids);
    return rows.map((row) => presentAdjustment(row, emails));
  }

  /** Posts the adjustment; its id is the ledger reference, so a retry can never post twice. */
  async function post(operatorId: number, id: string, playerId: string, amount: bigint, reason: string) {
    const result = await ledger.transfer({
      operatorId,
      playerId,
      type: 'adjustment',
      source: 'staff',
      externalRef: `adjustment:${id}`,
      amount: amount < 0n ? -amount : amount,
      direction: amount < 0n ? 'out' : 'in',
      counterparty: 'adjustments',
      remarks: reason,
      details: { adjustment_id: id },
    });
    if (!result.ok) throw new BackofficeError(409, ADJUSTMENT_MESSAGES.insufficient);
    return result.transaction.id;
  }

  async function requirePlayer(operatorId: number, playerId: string) {
    const player = await repository.player(operatorId, playerId);
    if (!player) throw new BackofficeError(404, 'player_id: no such player');
    return player;
  }

  return {
    search: (operatorId: number, q: string) => repository.search(operatorId, q),

    async detail(operatorId: number, playerId: string) {
      const player = await requirePlayer(operatorId, playerId);
      const [balances, kyc, ledgerRows, adjustments, rg, rounds] = await Promise.all([
        repository.balances(playerId),
        repository.kyc(playerId),
        repository.ledger(playerId),
        repository.adjustments({ operatorId, playerId }),
        deps.responsibleGaming.state(playerId),
        deps.rounds(playerId),
      ]);
      return {
        player,
        balances,
        kyc,
        ledger: ledgerRows,
        adjustments: await present(adjustments),
        responsible_gaming: { limits: rg.limits, break: rg.break },
        rounds,
      };
    },

    async pending(operatorId: number) {
      return present(await repository.adjustments({ operatorId, status: 'pending' }));
    },

    async request(staff: StaffIdentity, playerId: string, body: StaffAdjustmentParsed) {
      await requirePlayer(staff.operatorId, playerId);
      const paise = rupeesToPaise(body.amount);
      const maximum = await deps.maxAdjustment(staff.operatorId);
      if (paise > maximum)
        throw new BackofficeError(400, `amount: must be at most ${paiseToRupees(maximum)}`);
      const amount = body.direction === 'debit' ? -paise : paise;
      const id = randomUUID();
      const needsSecond = paise > THRESHOLD_PAISE;
      const transactionId = needsSecond
        ? null
        : await post(staff.operatorId, id, playerId, amount, body.reason);
      const row = await repository.insertAdjustment({
        id,
        operatorId: staff.operatorId,
        playerId,
        amount,
        reason: body.reason,
        status: needsSecond ? 'pending' : 'applied',
        requestedBy: staff.id,
        decidedBy: needsSecond ? null : staff.id,
        decidedAt: needsSecond ? null : deps.now(),
        transactionId,
      });
      await deps.staff.audit({
        staff,
        action: needsSecond ? 'adjustment.request' : 'adjustment.apply',
        subjectType: 'player',
        subjectId: playerId,
        reason: body.reason,
        details: { adjustment_id: id, amount: paiseToRupees(amount), transaction_id: transactionId },
      });
      const [presented] = await present([row]);
      return presented!;
    },

    async decide(staff: StaffIdentity, id: string, decision: 'approve' | 'reject', reason?: string) {
      const row = await repository.findAdjustment(staff.operatorId, id);
      if (!row) throw new BackofficeError(404, 'id: no such adjustment');
      if (row.status !== 'pending') throw new BackofficeError(409, ADJUSTMENT_MESSAGES.notPending);
      if (row.requestedBy === staff.id) throw new BackofficeError(409, ADJUSTMENT_MESSAGES.secondApprover);
      const status = decision === 'approve' ? 'applied' : 'rejected';
      // Claimed first (once only), then posted; a failed posting puts it back to pending.
      const claimed = await repository.decideAdjustment(id, { status, decidedBy: staff.id, at: deps.now() });
      if (!claimed) throw new BackofficeError(409, ADJUSTMENT_MESSAGES.notPending);
      let transactionId: string | null = null;
      if (decision === 'approve') {
        try {
          transactionId = await post(staff.operatorId, id, row.playerId, row.amount, row.reason);
        } catch (error) {
          await repository.reopen(id);
          throw error;
        }
        await repository.setTransaction(id, transactionId);
      }
      await deps.staff.audit({
        staff,
        action: `adjustment.${decision}`,
        subjectType: 'player',
        subjectId: row.playerId,
        reason: reason ?? null,
        details: { adjustment_id: id, amount: paiseToRupees(row.amount), transaction_id: transactionId },
      });
      const [presented] = await present([{ ...claimed, transactionId }]);
      return presented!;
    },
  };
}

export type StaffPlayersService = ReturnType<typeof createStaffPlayersService>;
