import { useTranslation } from 'react-i18next';
import type { PokerView } from '@khelo/games/poker/state';
import type { BoardSeat } from '@/lib/tables/table-board';
import { chipsText, playerOf } from '../chips';
import { HandCard } from './hand-card';

/** One seat on the oval: name, stack, status, cards (face down, or shown), the bet in front, the button. */
export function PokerSeat({
  view,
  seat,
  occupant,
  mode,
  five,
  style,
}: {
  view: PokerView;
  seat: number;
  occupant: BoardSeat | undefined;
  mode: 'cash' | 'practice';
  /** The winning hand's five cards, lit at the showdown. */
  five?: Set<string> | undefined;
  style: { left: string; top: string };
}) {
  const { t, i18n } = useTranslation('poker');
  const player = playerOf(view, seat);
  const money = (chips: number) => chipsText(chips, mode, i18n.language);
  if (!occupant && !player)
    return (
      <div className="pk-seat pk-seat--empty" style={style} data-seat={seat}>
        <span className="pk-seat__empty">{t('seat.empty')}</span>
      </div>
    );
  const acting = view.toAct === seat && view.phase === 'playing';
  const folded = player?.status === 'folded';
  const won =
    view.outcome?.hand === view.handNumber && view.phase !== 'playing'
      ? (view.outcome.seats.find((entry) => entry.seat === seat)?.won ?? 0) > 0
      : false;
  const classes = [
    'pk-seat',
    occupant?.is_me ? 'pk-seat--me' : '',
    acting ? 'pk-seat--acting' : '',
    folded ? 'pk-seat--folded' : '',
    won ? 'pk-seat--won' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const shown = player?.shown ?? null;
  const hidden = !occupant?.is_me && !shown ? (player?.cardCount ?? 0) : 0;
  return (
    <div
      className={classes}
      style={style}
      data-seat={seat}
      data-testid={occupant?.is_me ? 'pk-my-seat' : 'pk-seat'}
    >
      {view.button === seat ? (
        <span className="pk-seat__button" aria-label={t('seat.dealer')}>
          D
        </span>
      ) : null}
      <div className="pk-seat__cards" aria-hidden={hidden > 0}>
        {shown
          ? shown.map((card) => <HandCard key={card} card={card} five={five} />)
          : Array.from({ length: hidden }, (_, index) => <span key={index} className="pk-back" />)}
      </div>
      <div className="pk-seat__plate">
        <span className="pk-seat__name">
          {occupant?.is_me ? t('you') : (occupant?.name ?? t('seatN', { n: seat + 1 }))}
          {occupant?.is_bot ? <span className="pk-seat__bot">{t('seat.bot')}</span> : null}
        </span>
        <span className="pk-seat__stack" data-testid="pk-stack">
          {player ? money(player.stack) : '—'}
        </span>
        {player && player.status !== 'active' && player.status !== 'waiting' ? (
          <span className="pk-seat__status">{t(`status.${player.status}`)}</span>
        ) : null}
      </div>
      {player && player.bet > 0 ? (
        <span className="pk-seat__bet" data-testid="pk-bet">
          {money(player.bet)}
        </span>
      ) : null}
    </div>
  );
}
