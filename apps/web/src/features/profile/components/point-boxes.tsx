import { useTranslation } from 'react-i18next';
import { LOCALE_TAG, type Language } from '@khelo/contracts/locales';

function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(LOCALE_TAG[language as Language] ?? 'en-IN').format(value);
}

// The Club and VIP point boxes (docs/decisions/011-vip-and-club-points.md).

export function PointBoxes({ vip, club }: { vip: number; club: number }) {
  const { t, i18n } = useTranslation('profile');
  return (
    <section className="points" aria-label={t('points.title')}>
      <div className="points__box points__box--vip">
        <p className="points__label">{t('points.vip')}</p>
        <p className="points__value" data-testid="vip-points">
          {formatNumber(vip, i18n.language)}
        </p>
        <p className="points__hint">{t('points.vipHint')}</p>
      </div>
      <div className="points__box points__box--club">
        <p className="points__label">{t('points.club')}</p>
        <p className="points__value" data-testid="club-points">
          {formatNumber(club, i18n.language)}
        </p>
        <p className="points__hint">{t('points.clubHint')}</p>
      </div>
    </section>
  );
}
