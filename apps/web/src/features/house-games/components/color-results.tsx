import { useTranslation } from 'react-i18next';
import { colorsOf, sizeOf } from '@khelo/games/color';

// The last issues' draws and the trend of colors and sizes over them.

export function ColorResults({
  recent,
}: {
  recent: { round_id: number; round_no: string; result: number }[];
}) {
  const { t } = useTranslation('games');
  const count = (test: (n: number) => boolean) => recent.filter((item) => test(item.result)).length;
  return (
    <section className="color-results" aria-labelledby="color-results-title">
      <h2 id="color-results-title">{t('color.results')}</h2>
      {recent.length === 0 ? (
        <p className="live-bets__empty">{t('color.noResults')}</p>
      ) : (
        <>
          <p className="trend" data-testid="trend">
            {t('color.trend', { count: recent.length })} <span className="dot dot--green" />{' '}
            {count((n) => colorsOf(n).includes('green'))} <span className="dot dot--red" />{' '}
            {count((n) => colorsOf(n).includes('red'))} <span className="dot dot--violet" />{' '}
            {count((n) => colorsOf(n).includes('violet'))} · {t('color.big')}{' '}
            {count((n) => sizeOf(n) === 'big')} · {t('color.small')} {count((n) => sizeOf(n) === 'small')}
          </p>
          <table className="color-results__table">
            <thead>
              <tr>
                <th scope="col">{t('color.issue')}</th>
                <th scope="col">{t('color.numberColumn')}</th>
                <th scope="col">{t('color.size')}</th>
                <th scope="col">{t('color.colorColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {recent.map((item) => (
                <tr key={item.round_id}>
                  <td>{item.round_no}</td>
                  <td className={`num num--${colorsOf(item.result)[0]}`}>{item.result}</td>
                  <td>{t(`color.${sizeOf(item.result)}`)}</td>
                  <td>
                    {colorsOf(item.result).map((color) => (
                      <span key={color} className={`dot dot--${color}`} aria-label={t(`color.${color}`)} />
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
