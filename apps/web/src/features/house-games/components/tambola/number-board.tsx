import { useTranslation } from 'react-i18next';

// The 1–90 board of called numbers and the last few, newest first.

const NUMBERS = Array.from({ length: 90 }, (_, index) => index + 1);

export function LastNumbers({ called }: { called: number[] }) {
  const { t } = useTranslation('tambola');
  const last = called.slice(-5).reverse();
  return (
    <section className="tambola-last" aria-label={t('last')}>
      {last.length === 0 ? (
        <p className="tambola-muted">{t('noCalls')}</p>
      ) : (
        last.map((number, index) => (
          <span
            key={`${number}-${index}`}
            className={index === 0 ? 'tambola-ball tambola-ball--current' : 'tambola-ball'}
            data-testid={index === 0 ? 'tambola-current' : undefined}
            aria-live={index === 0 ? 'polite' : undefined}
          >
            {number}
          </span>
        ))
      )}
    </section>
  );
}

export function NumberBoard({ called }: { called: number[] }) {
  const { t } = useTranslation('tambola');
  const calledSet = new Set(called);
  const last = called.at(-1);
  return (
    <section className="tambola-board-wrap" aria-label={t('board')}>
      <h2 className="tambola-heading">
        {t('board')} <span className="tambola-muted">{t('boardCount', { count: called.length })}</span>
      </h2>
      <div className="tambola-board" data-testid="tambola-board">
        {NUMBERS.map((number) => (
          <span
            key={number}
            className={[
              'tambola-board__cell',
              calledSet.has(number) ? 'tambola-board__cell--called' : '',
              number === last ? 'tambola-board__cell--last' : '',
            ].join(' ')}
          >
            {number}
          </span>
        ))}
      </div>
    </section>
  );
}
