import { useTranslation } from 'react-i18next';
import type { TableHistoryRow } from '../rummy/table-history';

// A Ludo game's detail in /game-history: every seat's place (and score in the timed variant), who was paid,
// and why the game ended.

export function LudoGameEnd({ detail }: { detail: NonNullable<TableHistoryRow['table']> }) {
  const { t } = useTranslation('games');
  const game = detail.ludo;
  if (!game) return <p className="rummy-history__note">{t('rummyHistory.voided')}</p>;
  const nameOf = (seat: number) => {
    const found = game.placings.find((entry) => entry.seat === seat);
    return found
      ? `${found.name}${found.is_me ? ` (${t('you')})` : ''}`
      : t('rummyVerify.seat', { seat: seat + 1 });
  };
  return (
    <div className="rummy-history__end" data-testid="ludo-history">
      <p className="rummy-history__line">{t(`ludo.reason.${game.reason}`)}</p>
      <table className="rummy-history__seats">
        <thead>
          <tr>
            <th scope="col">{t('ludo.place')}</th>
            <th scope="col">{t('player')}</th>
            {game.mode === 'timed' ? <th scope="col">{t('ludo.score')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {game.placings.map((entry) => (
            <tr key={entry.seat} className={entry.is_me ? 'rummy-history__me' : undefined}>
              <td>{entry.place}</td>
              <td>{nameOf(entry.seat)}</td>
              {game.mode === 'timed' ? <td>{entry.score}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {game.paid.length > 0 ? (
        <p className="rummy-history__line" data-testid="ludo-paid">
          {t('ludo.paid', { names: game.paid.map(nameOf).join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
