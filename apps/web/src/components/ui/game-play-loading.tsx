import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import './game-play-loading.css';

export interface GamePlayLoadingProps {
  open: boolean;
  /** Game name shown under the message, when known. */
  gameName?: string;
}

/** Full-screen "Game Play Loading" overlay shown while a game launches from a link. */
export function GamePlayLoading({ open, gameName }: GamePlayLoadingProps) {
  const { t } = useTranslation();
  if (!open) return null;
  return createPortal(
    <div className="game-loading" role="status" aria-live="polite">
      <div className="game-loading__card">
        <Spinner size="lg" />
        <p className="game-loading__text">{t('gameLoading.text')}</p>
        {gameName ? <p className="game-loading__game">{gameName}</p> : null}
        <p className="game-loading__hint">{t('gameLoading.hint')}</p>
      </div>
    </div>,
    document.body,
  );
}
