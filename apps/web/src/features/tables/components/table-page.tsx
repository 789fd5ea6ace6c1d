import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '@/app/session/session-context';
import { SoundOffIcon, SoundOnIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { ContentShown, useContentShown } from '@/lib/page-content';
import type { TableBoardPlugin } from '@/lib/tables/table-board';
import { useTableState } from '../api/table-state';
import { beep, toneOf, TONES, useSoundSetting } from '../table-sound';
import type { TableSnapshot } from '@khelo/contracts/tables';
import { useTableLive } from '../use-table-live';
import { useTableMoves } from '../use-table-moves';
import { LeaveButton } from './leave-button';
import { ResultsOverlay } from './results-overlay';
import { TableBanners } from './table-banners';
import { SeatBadge, seatOrder } from './table-seats';
// The boards' shared CSS comes with the shell, before any board's own (each board is a later lazy chunk,
// whose rules of the same weight then win).
import './table-board.css';
import './table-page.css';

// /tables/:game/:tableId — the table shell every game shares: the bar (leave, title, sound), the seats
// with their timers, banners, the game's board, and the results between hands. The snapshot comes from
// /state on load and after every reconnection, and from the socket in between.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game brings its own view and move
export type AnyBoardPlugin = TableBoardPlugin<any, any>;
export type BoardLoader = (game: string) => Promise<AnyBoardPlugin | null>;

export function TablePage({ loadBoard }: { loadBoard: BoardLoader }) {
  const { t } = useTranslation('tables');
  const { t: tc } = useTranslation();
  const { game = '', tableId = '' } = useParams();
  const session = useSession();
  const playerId = session.login === true ? session.playerId : null;
  const state = useTableState(playerId ?? '', tableId, session.token);
  const [plugin, setPlugin] = useState<AnyBoardPlugin | null | undefined>(undefined);
  const [sound, setSound] = useSoundSetting();
  const [connected, setConnected] = useState(true);
  const soundRef = useRef(sound);
  useEffect(() => {
    soundRef.current = sound;
  }, [sound]);

  useEffect(() => {
    let live = true;
    void loadBoard(game).then((loaded) => live && setPlugin(loaded));
    return () => {
      live = false;
    };
  }, [game, loadBoard]);

  const identity =
    playerId && session.oprId && session.token
      ? { player_id: playerId, operator_id: Number(session.oprId), token: session.token }
      : null;
  // The table stood me up (poker: sat out too long): no snapshot comes any more, so the event says why.
  const [stoodUp, setStoodUp] = useState(false);
  const mySeatRef = useRef<number | null>(null);
  const onEvents = useCallback((events: { type: string; seat?: number }[]) => {
    if (events.some((event) => event.type === 'stood-up' && event.seat === mySeatRef.current))
      setStoodUp(true);
    if (!soundRef.current) return;
    const tone = events.map((event) => toneOf(event.type)).find((name) => name !== null);
    if (tone) beep(TONES[tone]);
  }, []);
  // The table's socket opens once its board has painted (its LCP), after the snapshot (ADR 039).
  const shown = useContentShown();
  useTableLive({
    identity,
    tableId,
    loaded: state.data !== undefined && shown,
    onEvents,
    onConnection: setConnected,
  });

  const send = useTableMoves(playerId, session.token, tableId, tc);
  const sendMove = useCallback(
    async (move: unknown) => {
      const result = await send(move);
      if (!result.ok && (move as { type?: string }).type !== 'arrange') toast.error(result.message);
      return result;
    },
    [send],
  );

  const snapshot = state.data;
  useYourTurnSound(snapshot, sound);
  useEffect(() => {
    if (snapshot) mySeatRef.current = snapshot.my_seat;
  }, [snapshot]);

  if (!playerId) return <NotSeated game={game} reason="login" />;
  if (stoodUp) return <NotSeated game={game} reason="stoodUp" />;
  if (state.isError && !snapshot) {
    const forbidden = isApiError(state.error) && (state.error.status === 403 || state.error.status === 404);
    return <NotSeated game={game} reason={forbidden ? 'notSeated' : 'failed'} />;
  }
  if (!snapshot || plugin === undefined)
    return (
      <div className="table-page table-page--loading">
        <Spinner size="lg" />
      </div>
    );
  if (plugin === null) return <NotSeated game={game} reason="unknownGame" />;

  const { Board, SeatExtra } = plugin;
  const ordered = seatOrder(snapshot.seats, snapshot.my_seat);
  const me = snapshot.seats.find((seat) => seat.is_me) ?? null;
  const boardProps = {
    view: snapshot.view,
    mySeat: snapshot.my_seat,
    seats: snapshot.seats,
    send: sendMove,
    sound,
    mode: snapshot.mode,
    stake: snapshot.stake,
    clockEndsAt: snapshot.clock_ends_at,
  };

  return (
    <div className={`table-page table-page--${game}`} data-version={snapshot.version}>
      <header className="table-bar">
        <LeaveButton game={game} tableId={tableId} playing={snapshot.status === 'playing'} />
        <h1 className="table-bar__title">
          {t(`games.${game}`, { defaultValue: game })}
          <span className="table-bar__sub">
            {t(plugin.modeKey?.(snapshot.offer_id) ?? `mode.${snapshot.mode}`)}
          </span>
        </h1>
        <button
          type="button"
          className="icon-btn table-bar__sound"
          aria-pressed={sound}
          aria-label={t(sound ? 'sound.off' : 'sound.on')}
          onClick={() => setSound(!sound)}
        >
          {sound ? <SoundOnIcon width={22} height={22} /> : <SoundOffIcon width={22} height={22} />}
        </button>
      </header>
      <TableBanners snapshot={snapshot} connected={connected} />
      <ContentShown />
      <main className="table-main">
        <ol className="table-seats" aria-label={t('seat.others')}>
          {ordered.map((seat) => (
            <li key={seat.seat}>
              <SeatBadge
                seat={seat}
                deadline={snapshot.deadline}
                view={snapshot.view}
                mode={snapshot.mode}
                Extra={SeatExtra}
              />
            </li>
          ))}
        </ol>
        <Board {...boardProps} />
        {me ? (
          <div className="table-me">
            <SeatBadge
              seat={me}
              deadline={snapshot.deadline}
              view={snapshot.view}
              mode={snapshot.mode}
              Extra={SeatExtra}
            />
          </div>
        ) : null}
      </main>
      <ResultsOverlay plugin={plugin} snapshot={snapshot} boardProps={boardProps} game={game} />
    </div>
  );
}

/** Two short notes when the table starts waiting on me. */
function useYourTurnSound(snapshot: TableSnapshot | undefined, sound: boolean) {
  const mine = snapshot?.my_seat !== null && snapshot?.deadline?.seats.includes(snapshot.my_seat ?? -1);
  const key = mine ? snapshot?.deadline?.at : null;
  useEffect(() => {
    if (key && sound) beep(TONES.yourTurn);
  }, [key, sound]);
}

function NotSeated({
  game,
  reason,
}: {
  game: string;
  reason: 'login' | 'notSeated' | 'stoodUp' | 'failed' | 'unknownGame';
}) {
  const { t } = useTranslation('tables');
  const navigate = useNavigate();
  useEffect(() => {
    if (reason === 'login') void navigate(`/tables/${game}`, { replace: true });
  }, [reason, game, navigate]);
  return (
    <div className="table-page table-page--empty">
      <p role="alert">{t(`table.${reason}`)}</p>
      <Link className="btn btn--primary btn--md" to={`/tables/${game}`}>
        {t('table.toPicker')}
      </Link>
    </div>
  );
}
