import { useTranslation } from 'react-i18next';
import type { GameRulesText } from '@khelo/contracts/game-rules';

/** One game's rules record (pages-and-rules.md section 2, "Generic game rules page"). */
export function RulesRecord({ record }: { record: GameRulesText }) {
  const { t } = useTranslation('rules');
  const sameImage = record.pureSequenceImage === record.image;
  return (
    <article className="rules">
      <section className="rules__section" aria-labelledby="rules-objective">
        <h2 id="rules-objective" className="rules__heading">
          {record.objectiveTitle}
        </h2>
        <p className="rules__lead">{record.objective}</p>
      </section>
      <img
        className="rules__image"
        src={record.image}
        alt={t('imageAlt', { title: record.title })}
        width={640}
        height={320}
      />
      <p>{record.description}</p>

      <section className="rules__section" aria-labelledby="rules-how">
        <h2 id="rules-how" className="rules__heading">
          {record.howToPlayTitle}
        </h2>
        <p>{record.howToPlayIntro}</p>
        <ol className="rules__steps">
          {record.howToPlayList.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <aside className="rules__tip" aria-label={t('tip')}>
        <strong>{t('tip')}:</strong> {record.tip}
      </aside>

      <section className="rules__section" aria-labelledby="rules-sequence">
        <h2 id="rules-sequence" className="rules__heading">
          {record.sequenceTitle}
        </h2>
        <p>{record.sequenceDescription}</p>
      </section>

      <section className="rules__section" aria-labelledby="rules-pure">
        <h2 id="rules-pure" className="rules__heading">
          {record.pureSequenceTitle}
        </h2>
        <p>{record.pureSequenceDescription}</p>
        {sameImage ? null : (
          <img
            className="rules__image rules__image--detail"
            src={record.pureSequenceImage}
            alt={t('pureSequenceImageAlt', { title: record.title, section: record.pureSequenceTitle })}
            width={640}
            height={240}
            loading="lazy"
          />
        )}
        <h3 className="rules__subheading">{t('examples')}</h3>
        <ul className="rules__examples">
          {record.pureSequenceExamples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
        <p className="rules__note">{record.pureSequenceAdditional}</p>
      </section>
    </article>
  );
}
