import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Game, Provider } from '@khelo/contracts/catalog';
import { CloseIcon } from '@/components/ui/icons';
import { useDialog } from '@/components/ui/use-dialog';
import { GameGrid } from './game-grid';

export interface ProviderGamesDialogProps {
  provider: Provider;
  games: readonly Game[];
  onClose: () => void;
}

/** The full-screen modal of one provider's games (section 2, provider grid). */
export function ProviderGamesDialog({ provider, games, onClose }: ProviderGamesDialogProps) {
  const { t } = useTranslation('lobby');
  const { t: common } = useTranslation();
  const titleId = useId();
  const panelRef = useDialog(true, onClose);
  return createPortal(
    <div
      ref={panelRef}
      className="provider-dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <header className="provider-dialog__header">
        <div className="provider-dialog__heading container">
          <img src={provider.provider_logo} alt="" width={120} height={60} />
          <div>
            <h2 id={titleId} className="provider-dialog__title">
              {provider.provider_name}
            </h2>
            <p className="provider-dialog__hint">{t('providers.games', { count: games.length })}</p>
          </div>
          <button
            type="button"
            className="icon-btn provider-dialog__close"
            onClick={onClose}
            aria-label={common('actions.close')}
            data-autofocus
          >
            <CloseIcon />
          </button>
        </div>
      </header>
      {/* A tile's Play link changes the URL; the lobby closes this dialog when that happens. */}
      <div className="provider-dialog__body container">
        <GameGrid games={games} resetKey={provider.provider_code} eagerCount={8} />
      </div>
    </div>,
    document.body,
  );
}
