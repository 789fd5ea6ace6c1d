import { useTranslation } from 'react-i18next';
import { RUMMY_RULES } from '@khelo/contracts/game-rules';
import { PageFrame } from '@/components/ui/page-frame';
import { OtherRules } from './other-rules';
import { CardHand } from './playing-cards';
import { RummySection } from './rummy-section';
import './game-rules-page.css';
import './rummy-rules-page.css';

// /rummy-rules (pages-and-rules.md section 2, "Rummy rules page"): every section of the spec with cards
// drawn in SVG. Text comes from the rules namespace; the figures from RUMMY_RULES.

const PENALTIES = Object.keys(RUMMY_RULES.penalties) as Array<keyof typeof RUMMY_RULES.penalties>;
const GLOSSARY = [
  'table',
  'sort',
  'deal',
  'draw',
  'meld',
  'printedJoker',
  'wildJoker',
  'drop',
  'chips',
  'declare',
  'tournaments',
] as const;
const FAQ = ['pure', 'jokerPure', 'ace', 'missed', 'second'] as const;
const SECTIONS = [
  'objective',
  'howToPlay',
  'sequences',
  'sets',
  'jokers',
  'valid',
  'invalid',
  'scoring',
  'examples',
  'glossary',
  'faq',
] as const;

export function RummyRulesPage() {
  const { t, i18n } = useTranslation('rules');
  const { t: common } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language === 'hd' ? 'hi-IN' : 'en-IN');
  const listed: unknown = t('rummy.howToPlay.steps', { returnObjects: true });
  // Until the namespace has loaded, t answers the key itself rather than the list.
  const steps = Array.isArray(listed) ? (listed as string[]) : [];

  return (
    <PageFrame title={common('pages.rummyRules')}>
      <div className="rules rummy">
        <p className="rules__lead">{t('rummy.intro')}</p>
        <nav className="rummy__contents" aria-labelledby="rummy-contents">
          <h2 id="rummy-contents" className="rules__subheading">
            {t('rummy.contents')}
          </h2>
          <ul>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#rummy-${id}`}>{t(`rummy.${id}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>

        <RummySection id="objective" title={t('rummy.objective.title')}>
          <p>{t('rummy.objective.text')}</p>
        </RummySection>

        <RummySection id="howToPlay" title={t('rummy.howToPlay.title')}>
          <p>{t('rummy.howToPlay.intro')}</p>
          <ol className="rules__steps">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </RummySection>

        <RummySection id="sequences" title={t('rummy.sequences.title')}>
          <p>{t('rummy.sequences.text')}</p>
          <h3 className="rules__subheading">{t('rummy.sequences.pureTitle')}</h3>
          <p>{t('rummy.sequences.pureText')}</p>
          <CardHand cards={['5H', '6H', '7H']} caption={t('rummy.sequences.pureCaption')} tone="valid" />
          <CardHand
            cards={['10S', 'JS', 'QS', 'KS']}
            caption={t('rummy.sequences.pure4Caption')}
            tone="valid"
          />
          <h3 className="rules__subheading">{t('rummy.sequences.impureTitle')}</h3>
          <p>{t('rummy.sequences.impureText')}</p>
          <CardHand
            cards={['6D', '7D', 'JK', '9D']}
            caption={t('rummy.sequences.impureCaption')}
            tone="valid"
          />
        </RummySection>

        <RummySection id="sets" title={t('rummy.sets.title')}>
          <p>{t('rummy.sets.text')}</p>
          <div className="rummy__groups">
            <CardHand cards={['8C', '8D', '8H']} caption={t('rummy.sets.validCaption')} tone="valid" />
            <CardHand cards={['QS', 'QH', 'JK']} caption={t('rummy.sets.jokerCaption')} tone="valid" />
            <CardHand cards={['9S', '9S', '9D']} caption={t('rummy.sets.invalidCaption')} tone="invalid" />
          </div>
        </RummySection>

        <RummySection id="jokers" title={t('rummy.jokers.title')}>
          <h3 className="rules__subheading">{t('rummy.jokers.printedTitle')}</h3>
          <p>{t('rummy.jokers.printedText')}</p>
          <h3 className="rules__subheading">{t('rummy.jokers.wildTitle')}</h3>
          <p>{t('rummy.jokers.wildText')}</p>
        </RummySection>

        <RummySection id="valid" title={t('rummy.valid.title')}>
          <p>{t('rummy.valid.text')}</p>
          <div className="rummy__groups">
            <CardHand cards={['AH', '2H', '3H']} caption="A♥ 2♥ 3♥" />
            <CardHand cards={['4S', '5S', 'JK', '7S']} caption="4♠ 5♠ ★ 7♠" />
            <CardHand cards={['9C', '9D', '9H']} caption="9♣ 9♦ 9♥" />
            <CardHand cards={['KS', 'KD', 'KC']} caption="K♠ K♦ K♣" />
          </div>
          <p className="rummy__verdict rummy__verdict--valid">{t('rummy.valid.caption')}</p>
        </RummySection>

        <RummySection id="invalid" title={t('rummy.invalid.title')}>
          <p>{t('rummy.invalid.text')}</p>
          <div className="rummy__groups">
            <CardHand cards={['4S', '5S', 'JK', '7S']} caption="4♠ 5♠ ★ 7♠" />
            <CardHand cards={['8D', 'JK', '10D']} caption="8♦ ★ 10♦" />
            <CardHand cards={['9C', '9D', '9H']} caption="9♣ 9♦ 9♥" />
            <CardHand cards={['KS', 'KD', 'KC']} caption="K♠ K♦ K♣" />
          </div>
          <p className="rummy__verdict rummy__verdict--invalid">{t('rummy.invalid.caption')}</p>
        </RummySection>

        <RummySection id="scoring" title={t('rummy.scoring.title')}>
          <p>{t('rummy.scoring.text')}</p>
          <table className="rummy__table">
            <thead>
              <tr>
                <th scope="col">{t('rummy.scoring.penaltyHeading')}</th>
                <th scope="col">{t('rummy.scoring.pointsHeading')}</th>
              </tr>
            </thead>
            <tbody>
              {PENALTIES.map((key) => (
                <tr key={key}>
                  <th scope="row">{t(`rummy.scoring.penalties.${key}`)}</th>
                  <td>{number(RUMMY_RULES.penalties[key])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </RummySection>

        <RummySection id="examples" title={t('rummy.examples.title')}>
          <p>{t('rummy.examples.winner')}</p>
          <CardHand
            cards={['AH', '2H', '3H', '4S', '5S', 'JK', '7S', '9C', '9D', '9H', 'KS', 'KD', 'KC']}
            caption={t('rummy.examples.winnerCaption')}
            tone="valid"
          />
          <p>{t('rummy.examples.loser')}</p>
          <CardHand
            cards={['2C', '3H', 'KS', 'QD']}
            caption={t('rummy.examples.loserCaption')}
            tone="invalid"
          />
          <p className="rummy__sum" data-testid="rummy-sum">
            2 + 3 + 10 + 10 = {number(25)}
          </p>
        </RummySection>

        <RummySection id="glossary" title={t('rummy.glossary.title')}>
          <dl className="rummy__glossary">
            {GLOSSARY.map((key) => (
              <div key={key}>
                <dt>{t(`rummy.glossary.terms.${key}.term`)}</dt>
                <dd>{t(`rummy.glossary.terms.${key}.definition`)}</dd>
              </div>
            ))}
          </dl>
        </RummySection>

        <RummySection id="faq" title={t('rummy.faq.title')}>
          <div className="rummy__faq">
            {FAQ.map((key) => (
              <details key={key}>
                <summary>{t(`rummy.faq.items.${key}.q`)}</summary>
                <p>{t(`rummy.faq.items.${key}.a`)}</p>
              </details>
            ))}
          </div>
        </RummySection>
        <OtherRules current="rummy" />
      </div>
    </PageFrame>
  );
}
