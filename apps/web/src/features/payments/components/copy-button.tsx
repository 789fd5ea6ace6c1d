import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

/** Copies `value` to the clipboard and says so. */
export function CopyButton({ value }: { value: string }) {
  const { t } = useTranslation('payments');
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`${t('qr.copy')} ${value}`}
      onClick={() => {
        void navigator.clipboard
          ?.writeText(value)
          .then(() => toast.success(t('qr.copied', { value })))
          .catch(() => undefined);
      }}
    >
      {t('qr.copy')}
    </Button>
  );
}
