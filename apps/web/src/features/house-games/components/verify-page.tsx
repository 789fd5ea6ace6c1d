import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { seedBelongsToChain } from '@khelo/games/fair';
import { verifyCardRound, type CardGameKind } from '@khelo/games/card-round';
import { SHOE_DECK_COUNTS, type ShoeDecks } from '@khelo/games/shoe';
import { verifyRound, type HouseGameKind, type VerifyResult } from '@khelo/games/verify';
import { useHouseRound } from '../api/house-round';
import { isCardGameCode } from '@khelo/contracts/house-game-codes';
import { ZOO_ROULETTE_GAME_CODE } from '@khelo/contracts/house-game-codes';
import { CardVerify } from './cards/card-verify';
import { CardVerifyResult } from './cards/card-verify-result';
import { RummyVerify } from './rummy/rummy-verify';
import { TambolaVerify } from './tambola/tambola-verify';
import { TAMBOLA_GAME_CODE } from '@khelo/contracts/house-game-codes';
import { SameAsGame, VerifyChecks } from './verify-checks';
import { resultLabel } from './zoo/zoo-labels';
import './house-games.css';

// /provably-fair: recomputes a finished round in this browser from its revealed seeds — the published
// commitment, the hash chain and the outcome — with the same code the server used. Works for any seeds
// typed in (every house game, the card tables included: their shoe is shuffled again and dealt from the
// round's first card), and fills them in from ?round=<id>. Rummy hands (?hand=<id>, or an id pasted in their
// section) are checked by rummy/rummy-verify.tsx.

type VerifyKind = HouseGameKind | CardGameKind;
const isCardKind = (kind: VerifyKind): kind is CardGameKind => kind === 'dragon-tiger' || kind === 'baccarat';

interface Fields {
  kind: VerifyKind;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  commitment: string;
  /** Mines: how many mines the round had. */
  mines: string;
  /** Card tables: the shoe's decks and the round's first card in it. */
  decks: ShoeDecks;
  position: string;
}

type Result =
  | (VerifyResult & { chain: boolean | null; kind: HouseGameKind })
  | { kind: CardGameKind; cards: ReturnType<typeof verifyCardRound> };

/** European roulette, Zoo Roulette and Mines rounds: their kind, and a Mines round's mine count. */
const WHEEL_KINDS: Record<string, HouseGameKind> = {
  SPB02020: 'roulette',
  [ZOO_ROULETTE_GAME_CODE]: 'zoo',
  SPB02010: 'mines',
};
const minesOf = (mask: number | null | undefined) =>
  mask ? String([...mask.toString(2)].filter((bit) => bit === '1').length) : '3';

export function VerifyPage() {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const handId = params.get('hand');
  const roundId = Number(params.get('round'));
  const loaded = useHouseRound(Number.isInteger(roundId) && roundId > 0 ? roundId : null);
  const round = loaded.data?.round;
  const [edited, setEdited] = useState<Fields | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const fields: Fields = edited ?? {
    kind: WHEEL_KINDS[round?.game_code ?? ''] ?? (round?.game_code === 'SPB02014' ? 'color' : 'crash'),
    serverSeed: round?.server_seed ?? '',
    clientSeed: round?.client_seed ?? '',
    nonce: round?.nonce ?? '',
    commitment: round?.commitment ?? '',
    mines: round?.game_code === 'SPB02010' ? minesOf(round.result) : '3',
    decks: 8,
    position: '0',
  };
  const set = (patch: Partial<Fields>) => {
    setEdited({ ...fields, ...patch });
    setResult(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { kind } = fields;
    if (isCardKind(kind)) {
      const position = Math.max(0, Math.floor(Number(fields.position)) || 0);
      const cards = verifyCardRound({
        kind,
        shoeSeed: fields.serverSeed,
        clientSeed: fields.clientSeed,
        nonce: fields.nonce,
        decks: fields.decks,
        position: Math.min(position, fields.decks * 52 - 6),
        commitment: fields.commitment,
      });
      setResult({ kind, cards });
      return;
    }
    const mines = Math.min(24, Math.max(1, Math.round(Number(fields.mines)) || 3));
    const verified = verifyRound({ ...fields, kind, mines });
    const chain =
      round && !edited && round.server_seed
        ? seedBelongsToChain(round.server_seed, round.chain_index, round.chain_commitment)
        : null;
    setResult({ ...verified, chain, kind });
  };

  const houseResult = result && !('cards' in result) ? result : null;
  const outcome = houseResult
    ? houseResult.tiles
      ? t('verify.minesTiles', { tiles: houseResult.tiles.map((tile) => tile + 1).join(', ') })
      : houseResult.kind === 'crash'
        ? `${(houseResult.outcome / 100).toFixed(2)}x`
        : houseResult.kind === 'zoo'
          ? t('verify.zooSector', { sector: houseResult.outcome, name: resultLabel(t, houseResult.outcome) })
          : String(houseResult.outcome)
    : '';
  const expected = round?.result ?? null;
  const matches =
    houseResult && expected !== null && !edited
      ? houseResult.kind === 'crash'
        ? Math.round(expected * 100) === houseResult.outcome
        : expected === houseResult.outcome
      : null;

  // A rummy hand linked from game history: its own check.
  if (handId)
    return (
      <PageFrame title={t('verify.title')}>
        <RummyVerify linkedHandId={handId} />
      </PageFrame>
    );

  // A Tambola game: its calls and the player's tickets rebuilt from the seed (tambola/tambola-verify.tsx).
  if (round && round.game_code === TAMBOLA_GAME_CODE)
    return (
      <PageFrame title={t('verify.title')}>
        <p className="verify__intro">{t('verify.intro')}</p>
        <TambolaVerify
          round={round}
          tickets={(params.get('tickets') ?? '')
            .split(',')
            .filter((part) => /^\d{1,6}$/.test(part))
            .map(Number)
            .slice(0, 6)}
        />
      </PageFrame>
    );

  // Card rounds are dealt from a shoe: their own check (cards/card-verify.tsx).
  if (round && isCardGameCode(round.game_code))
    return (
      <PageFrame title={t('verify.title')}>
        <p className="verify__intro">{t('verify.intro')}</p>
        <CardVerify roundId={round.round_id} />
      </PageFrame>
    );

  return (
    <PageFrame title={t('verify.title')}>
      <p className="verify__intro">{t('verify.intro')}</p>
      {loaded.isFetching && <Spinner label={t('loading')} />}
      {loaded.isError && (
        <p role="alert" className="verify__bad">
          {t('verify.notFound')}
        </p>
      )}
      {round && !round.server_seed && (
        <p role="status" className="verify__note">
          {t('verify.notRevealed')}
        </p>
      )}
      <form className="verify" onSubmit={onSubmit}>
        <label>
          <span>{t('verify.game')}</span>
          <select value={fields.kind} onChange={(event) => set({ kind: event.target.value as VerifyKind })}>
            <option value="crash">{t('crash.title')}</option>
            <option value="color">{t('color.title')}</option>
            <option value="roulette">{t('verify.roulette')}</option>
            <option value="zoo">{t('verify.zoo')}</option>
            <option value="mines">{t('verify.minesGame')}</option>
            <option value="dragon-tiger">{t('cards.dragonTiger')}</option>
            <option value="baccarat">{t('cards.baccarat')}</option>
          </select>
        </label>
        <label>
          <span>{isCardKind(fields.kind) ? t('cards.shoeSeed') : t('verify.serverSeed')}</span>
          <input
            value={fields.serverSeed}
            onChange={(event) => set({ serverSeed: event.target.value.trim() })}
            required
          />
        </label>
        <label>
          <span>{t('verify.commitment')}</span>
          <input
            value={fields.commitment}
            onChange={(event) => set({ commitment: event.target.value.trim() })}
            required
          />
        </label>
        <label>
          <span>{t('verify.clientSeed')}</span>
          <input
            value={fields.clientSeed}
            onChange={(event) => set({ clientSeed: event.target.value.trim() })}
          />
        </label>
        <label>
          <span>{t('verify.nonce')}</span>
          <input
            value={fields.nonce}
            onChange={(event) => set({ nonce: event.target.value.trim() })}
            required
          />
        </label>
        {isCardKind(fields.kind) && (
          <>
            <label>
              <span>{t('cards.decks')}</span>
              <select
                value={fields.decks}
                onChange={(event) => set({ decks: Number(event.target.value) as ShoeDecks })}
              >
                {SHOE_DECK_COUNTS.map((decks) => (
                  <option key={decks} value={decks}>
                    {decks}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t('cards.position')}</span>
              <input
                inputMode="numeric"
                value={fields.position}
                onChange={(event) => set({ position: event.target.value.trim() })}
                required
              />
            </label>
          </>
        )}
        {fields.kind === 'mines' && (
          <label>
            <span>{t('verify.mines')}</span>
            <input
              inputMode="numeric"
              value={fields.mines}
              onChange={(event) => set({ mines: event.target.value.trim() })}
              required
            />
          </label>
        )}
        <button type="submit" className="btn btn--primary btn--md">
          {t('verify.run')}
        </button>
      </form>
      {result && 'cards' in result && <CardVerifyResult result={result.cards} chain={null} same={null} />}
      {houseResult && (
        <dl className="verify__result" data-testid="verify-result">
          <VerifyChecks commitment={houseResult.commitmentMatches} chain={houseResult.chain} />
          <dt>{t('verify.hmac')}</dt>
          <dd>
            <code>{houseResult.hash}</code>
          </dd>
          <dt>{t('verify.outcome')}</dt>
          <dd data-testid="verify-outcome">
            <strong>{outcome}</strong>
            <SameAsGame same={matches} />
          </dd>
        </dl>
      )}
      <RummyVerify linkedHandId={null} />
    </PageFrame>
  );
}
