// The inside of a table game's card face: the corner (rank over suit: what shows when cards overlap) and
// the big suit. Styled by `table-card` (features/tables/components/table-board.css, loaded with the table
// shell); `game` adds the game's own classes (`<game>__corner`, …) for what its board sizes differently.

export function CardFaceParts({ rank, symbol, game }: { rank: string; symbol: string; game: string }) {
  return (
    <>
      <span className={`table-card__corner ${game}__corner`} aria-hidden="true">
        <span className={`table-card__rank ${game}__rank`}>{rank}</span>
        <span className={`table-card__suit ${game}__suit`}>{symbol}</span>
      </span>
      <span className={`table-card__pip ${game}__pip`} aria-hidden="true">
        {symbol}
      </span>
    </>
  );
}
