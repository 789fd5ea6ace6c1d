import { randomInt } from 'node:crypto';
import { paiseToRupees } from '@khelo/contracts/money';
import type { LedgerTransaction } from '../wallet/ledger.repository';
import type { TransferInput } from '../wallet/ledger-inputs';
import type { LedgerService } from '../wallet/ledger.service';
import type { BonusSettings } from './bonus.config';
import type { BonusRepository } from './bonus.repository';

// Bonuses (issue 8; docs/bonus-and-tax.md): the sign-up cash, the first deposit's welcome bonus, the
// referrer's bonus and the release of bonus to cash at a share of every cash stake. Each is one ledger
// transaction of type `bonus` with a reference that makes it happen once. Expiry is lazy: before a release
// and whenever the balance is shown, bonus older than the claim period is forfeited (also one transaction).

export const BONUS_SOURCE = 'bonus';
const DAY_MS = 86_400_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface BonusPlayer {
  id: string;
  operatorId: number;
}

export interface BonusServiceOptions {
  ledger: LedgerService;
  repository: BonusRepository;
  settings: BonusSettings;
  now: () => Date;
}

function rupees(paise: bigint): string {
  return `₹${paiseToRupees(paise).toFixed(2)}`;
}

export function createBonusService(options: BonusServiceOptions) {
  const { ledger, repository, settings, now } = options;

  function grant(
    player: BonusPlayer,
    kind: 'signup' | 'welcome' | 'referral' | 'fortune-wheel',
    ref: string,
    amount: bigint,
    remarks: string,
    details: Record<string, string> = {},
  ) {
    const toCash = kind === 'signup';
    const input: TransferInput = {
      operatorId: player.operatorId,
      playerId: player.id,
      type: 'bonus',
      source: BONUS_SOURCE,
      externalRef: ref,
      amount,
      direction: 'in',
      // A promotion with its own budget (the Fortune Wheel) pays out of that budget, the rest out of promotions.
      counterparty: kind === 'fortune-wheel' ? 'promotions_budget' : 'promotions',
      playerAccount: toCash ? 'player_cash' : 'player_bonus',
      remarks,
      details: {
        bonus_kind: kind,
        ...(toCash
          ? {}
          : { expires_at: new Date(now().getTime() + settings.claimDays * DAY_MS).toISOString() }),
        ...details,
      },
    };
    return amount > 0n ? ledger.transfer(input) : null;
  }

  /** Forfeits bonus whose claim period ended; answers the claimable bonus left. */
  async function expire(player: BonusPlayer): Promise<bigint> {
    const balance = await ledger.balanceOf(player.id, 'player_bonus');
    if (balance === 0n) return 0n;
    const { live, lastExpired } = await repository.grants(player.id, now());
    // Releases use the oldest bonus first, so what is left belongs to the newest grants.
    const forfeit = balance - (live < balance ? live : balance);
    if (forfeit <= 0n || !lastExpired) return balance;
    const result = await ledger.transfer({
      operatorId: player.operatorId,
      playerId: player.id,
      type: 'bonus',
      source: BONUS_SOURCE,
      externalRef: `forfeit:${player.id}:${lastExpired}`,
      amount: forfeit,
      direction: 'out',
      counterparty: 'promotions',
      playerAccount: 'player_bonus',
      remarks: `Bonus expired: ${rupees(forfeit)} not released within ${settings.claimDays} days`,
      details: { bonus_kind: 'forfeit', expired_at: lastExpired },
    });
    return result.ok ? balance - forfeit : await ledger.balanceOf(player.id, 'player_bonus');
  }

  /** The player's own referral code, drawn on first use. */
  async function referralCode(player: BonusPlayer): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const existing = await repository.codeOf(player.id);
      if (existing) return existing;
      const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      await repository.saveCode(player.operatorId, player.id, code);
    }
    throw new Error('could not draw a free referral code');
  }

  return {
    settings,
    expire,

    /** Rs 25 (SIGNUP_BONUS) instant cash for a new player, once. */
    async grantSignup(player: BonusPlayer): Promise<void> {
      await grant(player, 'signup', `signup:${player.id}`, settings.signupPaise, 'Sign-up bonus');
    },

    /**
     * A Fortune Wheel prize (docs/fortune-wheel.md): bonus out of the promotions budget, expiring like every
     * bonus grant. `ref` makes it happen once.
     */
    prize(
      player: BonusPlayer,
      ref: string,
      amount: bigint,
      remarks: string,
      details: Record<string, string>,
    ) {
      return grant(player, 'fortune-wheel', ref, amount, remarks, details);
    },

    /** After a completed deposit: the welcome bonus on the first one, and the referrer's bonus. */
    async depositCompleted(deposit: LedgerTransaction): Promise<void> {
      if (!deposit.playerId) return;
      const player = { id: deposit.playerId, operatorId: deposit.operatorId };
      // The earliest completed deposit, even when two complete at once (both see both; one is first).
      if ((await repository.firstDeposit(player.id)) !== deposit.id) return;
      const percent = (deposit.amount * BigInt(settings.welcomePercent)) / 100n;
      const welcome = percent < settings.welcomeCapPaise ? percent : settings.welcomeCapPaise;
      await grant(
        player,
        'welcome',
        `welcome:${player.id}`,
        welcome,
        `Welcome bonus: ${settings.welcomePercent}% of your first deposit of ${rupees(deposit.amount)}`,
        { deposit_id: deposit.id },
      );
      const referrer = await repository.referrerOf(player.id);
      if (referrer)
        await grant(
          referrer,
          'referral',
          `referral:${player.id}`,
          settings.referralPaise,
          'Refer-a-friend bonus: your friend made a first deposit',
          { referred_player: player.id },
        );
    },

    /** After a cash bet: releases RELEASE% of the stake from bonus to cash, while bonus is left. */
    async stakeTaken(bet: LedgerTransaction): Promise<void> {
      if (!bet.playerId || bet.amount <= 0n) return;
      const player = { id: bet.playerId, operatorId: bet.operatorId };
      const left = await expire(player);
      const share = (bet.amount * BigInt(settings.releasePercent)) / 100n;
      const amount = share < left ? share : left;
      if (amount <= 0n) return;
      await ledger.transfer({
        operatorId: player.operatorId,
        playerId: player.id,
        type: 'bonus',
        source: BONUS_SOURCE,
        externalRef: `release:${bet.id}`,
        amount,
        direction: 'in',
        counterparty: 'player_bonus',
        remarks: `Bonus released: ${settings.releasePercent}% of a ${rupees(bet.amount)} stake`,
        details: { bonus_kind: 'release', bet_id: bet.id },
      });
    },

    /** After a bet was rolled back (refunded): its release goes back to the bonus, when the cash allows. */
    async stakeRolledBack(rollback: LedgerTransaction): Promise<void> {
      if (!rollback.playerId || !rollback.reversesId) return;
      const release = await ledger.findByReference(BONUS_SOURCE, `release:${rollback.reversesId}`);
      if (!release || release.playerId !== rollback.playerId) return;
      // insufficient_funds (the released cash was already staked) leaves the release as it is.
      await ledger.transfer({
        operatorId: release.operatorId,
        playerId: release.playerId,
        type: 'bonus',
        source: BONUS_SOURCE,
        externalRef: `unrelease:${rollback.reversesId}`,
        amount: release.amount,
        direction: 'out',
        counterparty: 'player_bonus',
        reversesId: release.id,
        remarks: 'Bonus release cancelled: the bet was rolled back',
        details: { bonus_kind: 'unrelease', bet_id: rollback.reversesId },
      });
    },

    /** What the pages show: cash, claimable bonus and when the oldest of it expires. */
    async summary(player: BonusPlayer) {
      const bonus = await expire(player);
      const [cash, grants, deposits, code] = await Promise.all([
        ledger.cashBalance(player.id),
        repository.grants(player.id, now()),
        repository.completedDeposits(player.id),
        referralCode(player),
      ]);
      return {
        cash,
        bonus,
        expiresAt: bonus > 0n ? grants.nextExpiry : null,
        welcomeAvailable: deposits === 0,
        referralCode: code,
      };
    },

    referralCode,

    /**
     * Bonus and promotional money may leave only after one cash deposit and one cash game: until then a
     * withdrawal may take the cash balance less the promotional cash it received. Null when allowed.
     */
    async withdrawableBeforePlay(playerId: string): Promise<bigint | null> {
      const [deposits, games] = await Promise.all([
        repository.completedDeposits(playerId),
        repository.cashGames(playerId),
      ]);
      if (deposits > 0 && games > 0) return null;
      const promotional = await repository.promotionalCash(playerId);
      if (promotional === 0n) return null;
      const cash = await ledger.cashBalance(playerId);
      return cash > promotional ? cash - promotional : 0n;
    },
  };
}

export type BonusService = ReturnType<typeof createBonusService>;
