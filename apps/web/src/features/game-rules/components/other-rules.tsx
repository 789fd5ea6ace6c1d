import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RULES_ROUTES } from '@khelo/contracts/routes';

/** Links to every other rules page, so that a reader who came from one game's tile can browse the rest. */
export function OtherRules({ current }: { current: string }) {
  const { t } = useTranslation('rules');
  const { t: common } = useTranslation();
  const links = [
    { to: '/rummy-rules', name: 'rummy', label: common('pages.rummyRules') },
    ...Object.entries(RULES_ROUTES).map(([to, name]) => ({ to, name, label: common(`pages.rules.${name}`) })),
    {
      to: '/game-rules/aviator',
      name: 'aviator',
      label: common('pages.gameRules', { name: common('games.SPB02001') }),
    },
  ].filter((link) => link.name !== current);
  return (
    <nav className="other-rules" aria-labelledby="other-rules-title">
      <h2 id="other-rules-title" className="rules__subheading">
        {t('otherRules')}
      </h2>
      <ul className="other-rules__list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
