import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/error-message';

export function LobbyError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('lobby');
  const { t: common } = useTranslation();
  return (
    <div className="lobby-message lobby-message--error" role="alert">
      <WarningIcon className="lobby-message__icon" />
      <div>
        <p className="lobby-message__title">{t('states.error')}</p>
        <p className="lobby-message__text">{errorMessage(error, common)}</p>
      </div>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {t('states.retry')}
      </Button>
    </div>
  );
}

export function LobbyEmpty({ text }: { text: string }) {
  return (
    <div className="lobby-message">
      <p className="lobby-message__text">{text}</p>
    </div>
  );
}
