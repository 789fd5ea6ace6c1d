import { useTranslation } from 'react-i18next';
import { useHouseMoney } from '../play-mode';
import { CountdownRing } from './countdown-ring';

// What the wheel games (European and Zoo Roulette) share: the spin's phase and countdown beside the wheel;
// below the board undo, clear, repeat and "Place bets" for the chips not sent yet, and the player's bets
// of this spin with what they paid.

export interface SpinStatusProps {
  /** "roulette" or "zoo": class names (roulette__phase) and test ids (roulette-phase). */
  prefix: string;
  phase: { round: { round_no: string } | null; open: boolean; spinning: boolean; msLeft: number };
  totalMs: number;
  waitingText: string;
  ringSize: number;
}

export function SpinStatus({ prefix, phase, totalMs, waitingText, ringSize }: SpinStatusProps) {
  const { t } = useTranslation('games');
  const { round, open, spinning } = phase;
  return (
    <div className={`${prefix}__status wheel-status`}>
      <p className={`${prefix}__phase`} data-testid={`${prefix}-phase`}>
        {open ? t('roulette.placeBets') : spinning ? t('roulette.noMoreBets') : waitingText}
      </p>
      {round && open && (
        <CountdownRing
          size={ringSize}
          msLeft={phase.msLeft}
          totalMs={totalMs}
          label={t('roulette.placeBets')}
        />
      )}
      <p className={`${prefix}__round`}>{round ? t('fair.round', { round: round.round_no }) : '—'}</p>
    </div>
  );
}

export interface SlipControlsProps {
  /** Chips on the board not sent yet, and their total. */
  pending: number;
  pendingTotal: number;
  open: boolean;
  canRepeat: boolean;
  busy: boolean;
  onUndo: () => void;
  onClear: () => void;
  onRepeat: () => void;
  onPlace: () => void;
  placeTestId?: string;
}

export function SlipControls(props: SlipControlsProps) {
  const { t } = useTranslation('games');
  const { money } = useHouseMoney();
  const { pending, open } = props;
  return (
    <section className="roulette__controls">
      <button
        type="button"
        className="btn btn--secondary btn--md"
        disabled={pending === 0}
        onClick={props.onUndo}
      >
        {t('roulette.undo')}
      </button>
      <button
        type="button"
        className="btn btn--secondary btn--md"
        disabled={pending === 0}
        onClick={props.onClear}
      >
        {t('roulette.clear')}
      </button>
      <button
        type="button"
        className="btn btn--secondary btn--md"
        disabled={!open || !props.canRepeat}
        onClick={props.onRepeat}
      >
        {t('roulette.repeat')}
      </button>
      <button
        type="button"
        className="btn btn--primary btn--md roulette__place"
        disabled={!open || pending === 0 || props.busy}
        onClick={props.onPlace}
        data-testid={props.placeTestId}
      >
        {t('roulette.place', { amount: money(props.pendingTotal) })}
      </button>
    </section>
  );
}

export interface SpinBetsProps {
  /** "roulette" or "zoo": the test ids (roulette-my-bets, roulette-won) and the heading's id. */
  prefix: string;
  lines: { key: string; label: string; amount: number }[];
  /** The spin's bets have been settled: payout is the sum they paid (0 for none). */
  settled: boolean;
  paid: number;
  emptyText: string;
}

export function SpinBets({ prefix, lines, settled, paid, emptyText }: SpinBetsProps) {
  const { t } = useTranslation('games');
  const { money } = useHouseMoney();
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return (
    <section className="my-orders" aria-labelledby={`${prefix}-mine`}>
      <h2 id={`${prefix}-mine`}>{t('roulette.myBets', { amount: money(total) })}</h2>
      {lines.length === 0 ? (
        <p className="live-bets__empty">{emptyText}</p>
      ) : (
        <ul data-testid={`${prefix}-my-bets`}>
          {lines.map((line) => (
            <li key={line.key}>
              {line.label} · {money(line.amount)}
            </li>
          ))}
        </ul>
      )}
      {settled && (
        <p className={`roulette__won${paid > 0 ? '' : ' roulette__won--none'}`} data-testid={`${prefix}-won`}>
          {paid > 0 ? t('roulette.returned', { amount: money(paid) }) : t('roulette.noWin')}
        </p>
      )}
    </section>
  );
}
