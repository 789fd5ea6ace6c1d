import { useTranslation } from 'react-i18next';
import type { StaffMove } from '@khelo/contracts/backoffice-tables';
import { RummyCard, RummyGroups } from '@/components/rummy/rummy-cards';
import { formatMoveTime, seatLabel } from './table-format';

// A hand's full move log for staff: every entry in order (seq), when (IST), which seat and who sat there,
// who acted (the player, a bot, the turn timer, staff) and what the move was, cards included — staff see
// everything, unredacted. Ludo's rows carry the dice each roll made and where the tokens went.

// Keys shown in words or cards; the hand's own id and number are the page's, not news.
const SHOWN_KEYS = new Set([
  'type',
  'card',
  'groups',
  'pile',
  'accept',
  'reason',
  'hand_id',
  'hand_no',
  'rolls',
  'moved',
  'captures',
  'token',
]);

interface Roll {
  n: number;
  dice: number;
}
interface Moved {
  token: number;
  from: number;
  to: number;
}

function listOf<T>(value: unknown, keys: (keyof T)[]): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is T =>
      typeof item === 'object' &&
      item !== null &&
      keys.every((key) => typeof (item as Record<keyof T, unknown>)[key] === 'number'),
  );
}

/** Ludo's note on a roll or a timeout (the adapter's logNote): the dice rolled and the tokens moved. */
function LudoNote({ body }: { body: Record<string, unknown> }) {
  const { t } = useTranslation('backoffice');
  const rolls = listOf<Roll>(body.rolls, ['n', 'dice']);
  const moved = listOf<Moved>(body.moved, ['token', 'from', 'to']);
  return (
    <>
      {rolls.map((roll) => (
        <span
          key={roll.n}
          className="bo-dice"
          data-testid="move-dice"
          title={t('tables.log.rollN', { n: roll.n + 1 })}
        >
          🎲 {roll.dice}
        </span>
      ))}
      {moved.map((entry, index) => (
        <span key={index} className="bo-muted">
          {t('tables.log.tokenMove', { token: entry.token + 1, from: entry.from, to: entry.to })}
        </span>
      ))}
      {typeof body.captures === 'number' ? (
        <strong>{t('tables.log.captures', { count: body.captures })}</strong>
      ) : null}
    </>
  );
}

function isCardList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((card) => typeof card === 'string');
}
function isGroups(value: unknown): value is string[][] {
  return Array.isArray(value) && value.every(isCardList);
}

export function MoveBody({ move, wildRank }: { move: StaffMove; wildRank: string | null }) {
  const { t } = useTranslation('backoffice');
  const body = move.body && typeof move.body === 'object' ? (move.body as Record<string, unknown>) : {};
  const type = typeof body.type === 'string' ? body.type : null;
  const key = move.kind === 'move' && type ? type : move.kind;
  const label =
    key === 'draw' && typeof body.pile === 'string'
      ? t(`tables.moves.draw_${body.pile}`, { defaultValue: `draw ${body.pile}` })
      : key === 'split' && typeof body.accept === 'boolean'
        ? t(body.accept ? 'tables.moves.splitYes' : 'tables.moves.splitNo')
        : key === 'move' && typeof body.token === 'number'
          ? t('tables.moves.ludoMove', { token: body.token + 1 })
          : t(`tables.moves.${key}`, { defaultValue: key });
  const rest = Object.fromEntries(Object.entries(body).filter(([name]) => !SHOWN_KEYS.has(name)));
  return (
    <span className="bo-move">
      <strong>{label}</strong>
      {typeof body.card === 'string' ? <RummyCard card={body.card} wildRank={wildRank} /> : null}
      {isGroups(body.groups) ? <RummyGroups groups={body.groups} wildRank={wildRank} /> : null}
      {typeof body.reason === 'string' ? <q>{body.reason}</q> : null}
      <LudoNote body={body} />
      {Object.keys(rest).length > 0 ? <code className="bo-muted bo-json">{JSON.stringify(rest)}</code> : null}
    </span>
  );
}

export function HandMoves({ moves, wildRank }: { moves: readonly StaffMove[]; wildRank: string | null }) {
  const { t, i18n } = useTranslation('backoffice');
  if (moves.length === 0) return <p className="bo-muted">{t('tables.log.none')}</p>;
  return (
    <div className="bo-table-wrap">
      <table className="bo-table bo-table--stack bo-moves" data-testid="hand-moves">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('tables.log.at')}</th>
            <th scope="col">{t('tables.log.seat')}</th>
            <th scope="col">{t('tables.log.actor')}</th>
            <th scope="col">{t('tables.log.move')}</th>
          </tr>
        </thead>
        <tbody>
          {moves.map((move) => (
            <tr key={move.seq} data-testid={`move-${move.seq}`}>
              <td data-label="#">{move.seq}</td>
              <td data-label={t('tables.log.at')}>{formatMoveTime(move.at, i18n.language)}</td>
              <td data-label={t('tables.log.seat')}>
                {move.seat === null ? (
                  <span className="bo-muted">{t('tables.log.table')}</span>
                ) : (
                  <>
                    <span className="bo-muted">{seatLabel(t, move.seat)}</span> {move.player ?? ''}
                  </>
                )}
              </td>
              <td data-label={t('tables.log.actor')}>
                <span className={`bo-badge bo-badge--${move.actor}`}>{t(`tables.actors.${move.actor}`)}</span>
              </td>
              <td data-label={t('tables.log.move')}>
                <MoveBody move={move} wildRank={wildRank} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
