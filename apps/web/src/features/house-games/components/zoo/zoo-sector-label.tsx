import { useTranslation } from 'react-i18next';
import { ZooIcon } from './zoo-icons';
import { resultLabel, sectorAt } from './zoo-labels';

// A round's result as its animal drawn and named ("Lion"), or "—": the results strip, the wheel's centre
// and the /game-history result column.

export function ZooSectorLabel({ index }: { index: number | null }) {
  const { t } = useTranslation('games');
  const sector = sectorAt(index);
  return (
    <span className="zoo-sector-label">
      {sector && <ZooIcon sector={sector} />}
      <span>{resultLabel(t, index)}</span>
    </span>
  );
}
