import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Game } from '@khelo/contracts/catalog';
import { hasPracticeMode } from '@khelo/contracts/practice-constants';
import { RefusalNotice } from '@/components/compliance/refusal-notice';
import { Button } from '@/components/ui/button';
import { GamePlayLoading } from '@/components/ui/game-play-loading';
import { Modal } from '@/components/ui/modal';
import type { Refusal } from '@/lib/compliance/refusal';
import { gameLink } from '@/lib/games';
import { useGameName } from '@/lib/game-names';
import { useGameCodeLaunch, type LaunchAlert } from '../use-game-code-launch';
import './game-code-launcher.css';

export interface GameCodeLauncherProps {
  games: readonly Game[];
  ready: boolean;
  onLaunched?: (gameCode: string) => void;
}

const TITLES: Record<LaunchAlert, string> = {
  invalid: 'launch.invalid',
  notLive: 'launch.notLive',
  failed: 'launch.failed',
  refused: 'launch.failed',
};
const TEXTS: Record<LaunchAlert, string | null> = {
  invalid: 'launch.invalidText',
  notLive: 'launch.notLiveText',
  failed: null,
  refused: null,
};

/**
 * Free practice stays open to a player whom a cash rule refuses (docs/practice-and-responsible-gaming.md),
 * except a self-exclusion or an account that is not active, which close practice too.
 */
function practiceOpenDespite(refusal: Refusal | null): boolean {
  return refusal !== null && refusal.reason !== 'self_excluded' && !refusal.reason.startsWith('account_');
}

/** Runs the ?game_code= flow and shows its Game Play Loading overlay and alerts. */
export function GameCodeLauncher({ games, ready, onLaunched }: GameCodeLauncherProps) {
  const { t } = useTranslation('lobby');
  const { t: common } = useTranslation();
  const { loading, alert, refusal, refusedGame, dismissAlert } = useGameCodeLaunch({
    games,
    ready,
    onLaunched,
  });
  const gameName = useGameName();
  // A refused cash game with free practice: offered right here.
  const practice =
    refusedGame && hasPracticeMode(refusedGame) && practiceOpenDespite(refusal) ? refusedGame : null;
  const text = alert ? TEXTS[alert] : null;
  return (
    <>
      <GamePlayLoading
        open={loading !== null}
        gameName={loading ? gameName(loading.game_name).text : undefined}
      />
      <Modal
        open={alert !== null}
        onClose={dismissAlert}
        title={alert === 'refused' ? common('compliance.refusal.cash_game') : alert ? t(TITLES[alert]) : ''}
        description={text ? t(text) : undefined}
      >
        {alert === 'refused' && refusal ? (
          <RefusalNotice
            refusal={refusal}
            action="cash_game"
            withTitle={false}
            className="refusal--in-dialog"
            returnTo={refusedGame ? gameLink(refusedGame.game_code) : undefined}
          />
        ) : null}
        {practice ? (
          <div className="launch-practice">
            <p className="launch-practice__hint">
              {t('launch.practiceHint', { name: gameName(practice.game_name).text })}
            </p>
            <Link
              to={`${gameLink(practice.game_code)}&mode=practice`}
              className="btn btn--primary btn--md btn--full"
              data-autofocus
            >
              {t('launch.practice')}
            </Link>
          </div>
        ) : null}
        <Button
          fullWidth
          variant={practice ? 'secondary' : 'primary'}
          onClick={dismissAlert}
          data-autofocus={practice ? undefined : true}
        >
          {t('launch.ok')}
        </Button>
      </Modal>
    </>
  );
}
