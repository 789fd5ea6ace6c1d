import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RULES_ROUTES } from '@khelo/contracts/routes';
import { buttonClass } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { useGameRules } from '../api/game-rules';
import { OtherRules } from './other-rules';
import { RulesRecord } from './rules-record';
import './game-rules-page.css';

// /game-rules/:gameName and every per-game route of pages-and-rules.md section 2 (/poker-rules, …): the
// game's record from /gameRules.json in the reader's language. Unknown names and failed fetches show
// "Game rules not found."

function gameNameOf(pathname: string, param: string | undefined): string {
  if (param) return param;
  return RULES_ROUTES[pathname as keyof typeof RULES_ROUTES] ?? '';
}

export function GameRulesPage() {
  const { t, i18n } = useTranslation('rules');
  const { t: common } = useTranslation();
  const { pathname } = useLocation();
  const { gameName: param } = useParams();
  const gameName = gameNameOf(pathname, param);
  const rules = useGameRules(gameName);
  const record = rules.data ? (i18n.language === 'hd' ? rules.data.hd : rules.data) : null;

  const routeTitle = param
    ? common('pages.gameRules', { name: record?.title ?? param.replace(/-/g, ' ') })
    : common(`pages.rules.${gameName}`);

  let content;
  if (rules.isPending) {
    content = (
      <div className="rules-state">
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  } else if (!record) {
    content = (
      <div className="rules-state" role="alert">
        <WarningIcon className="rules-state__icon" />
        <p className="rules-state__text">{t('notFound')}</p>
        {rules.isError ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void rules.refetch()}
            loading={rules.isFetching}
          >
            {t('retry')}
          </Button>
        ) : (
          <Link to="/" className={buttonClass('secondary', 'sm')}>
            {t('backToGames')}
          </Link>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <RulesRecord record={record} />
        <OtherRules current={gameName} />
      </>
    );
  }

  return <PageFrame title={routeTitle}>{content}</PageFrame>;
}
