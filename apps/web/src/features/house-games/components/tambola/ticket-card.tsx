import { useTranslation } from 'react-i18next';
import {
  TAMBOLA_PRIZES,
  type TambolaPrize,
  type TambolaPrizeState,
  type TambolaTicket,
} from '@khelo/contracts/house-tambola';
import { hasPrize } from '@khelo/games/tambola/index';

// One ticket: the 3 × 9 grid, daubed as the numbers are called (auto-daub), and a claim button for each
// open prize the calls have completed on it (the server checks the claim again).

export function TicketCard(props: {
  ticket: TambolaTicket;
  called: number[];
  last: number | null;
  prizes: TambolaPrizeState[];
  playing: boolean;
  claiming: boolean;
  onClaim: (ticketId: number, prize: TambolaPrize) => void;
}) {
  const { t } = useTranslation('tambola');
  const { ticket, called, prizes } = props;
  const calledSet = new Set(called);
  const claimable = props.playing
    ? TAMBOLA_PRIZES.filter((prize) => {
        const state = prizes.find((row) => row.prize === prize);
        if (!state || state.won_at_call !== null) return false;
        if (state.winners.some((winner) => winner.ticket_id === ticket.ticket_id)) return false;
        return hasPrize(ticket.rows, prize, called);
      })
    : [];
  const claimedNow = prizes.filter(
    (prize) =>
      prize.won_at_call === null && prize.winners.some((winner) => winner.ticket_id === ticket.ticket_id),
  );
  const won = prizes.filter(
    (prize) =>
      prize.won_at_call !== null && prize.winners.some((winner) => winner.ticket_id === ticket.ticket_id),
  );
  return (
    <article
      className="tambola-ticket"
      data-testid="tambola-ticket"
      aria-label={t('ticket', { index: ticket.index + 1 })}
    >
      <header className="tambola-ticket__head">
        <span>{t('ticket', { index: ticket.index + 1 })}</span>
        {won.map((prize) => (
          <span key={prize.prize} className="tambola-badge tambola-badge--won">
            {t(`prizes.names.${prize.prize}`)}
          </span>
        ))}
      </header>
      <div className="tambola-ticket__grid" role="grid">
        {ticket.rows.map((row, rowIndex) => (
          <div key={rowIndex} className="tambola-ticket__row" role="row">
            {row.map((cell, column) => {
              const daubed = cell !== null && calledSet.has(cell);
              return (
                <span
                  key={column}
                  role="gridcell"
                  className={[
                    'tambola-cell',
                    cell === null ? 'tambola-cell--blank' : '',
                    daubed ? 'tambola-cell--daubed' : '',
                    daubed && cell === props.last ? 'tambola-cell--last' : '',
                  ].join(' ')}
                  data-daubed={daubed ? 'true' : undefined}
                  aria-label={cell === null ? t('blank') : daubed ? `${cell} ${t('called')}` : String(cell)}
                >
                  {cell ?? ''}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      {claimable.length > 0 || claimedNow.length > 0 ? (
        <div className="tambola-ticket__claims">
          {claimedNow.map((prize) => (
            <span key={prize.prize} className="tambola-badge" data-testid="tambola-claimed">
              {t('claimed', { prize: t(`prizes.names.${prize.prize}`) })}
            </span>
          ))}
          {claimable.map((prize) => (
            <button
              key={prize}
              type="button"
              className="tambola-claim"
              data-testid="tambola-claim"
              disabled={props.claiming}
              onClick={() => props.onClaim(ticket.ticket_id, prize)}
            >
              {t('claim', { prize: t(`prizes.names.${prize}`) })}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
