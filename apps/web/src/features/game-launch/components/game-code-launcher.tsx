import { useTranslation } from 'react-i18next';
import type { Game } from '@khelo/contracts/catalog';
import { RefusalNotice } from '@/components/compliance/refusal-notice';
import { Button } from '@/components/ui/button';
import { GamePlayLoading } from '@/components/ui/game-play-loading';
import { Modal } from '@/components/ui/modal';
import { useGameName } from '@/lib/game-names';
import { useGameCodeLaunch, type LaunchAlert } from '../use-game-code-launch';

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

/** Runs the ?game_code= flow and shows its Game Play Loading overlay and alerts. */
export function GameCodeLauncher({ games, ready, onLaunched }: GameCodeLauncherProps) {
  const { t } = useTranslation('lobby');
  const { t: common } = useTranslation();
  const { loading, alert, refusal, dismissAlert } = useGameCodeLaunch({ games, ready, onLaunched });
  const gameName = useGameName();
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
          />
        ) : null}
        <Button fullWidth onClick={dismissAlert} data-autofocus>
          {t('launch.ok')}
        </Button>
      </Modal>
    </>
  );
}
