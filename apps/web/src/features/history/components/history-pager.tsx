import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

/** Previous / next over pages of 10 rows, with "page x of y". */
export function HistoryPager({
  page,
  totalPages,
  busy,
  onPage,
}: {
  page: number;
  totalPages: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('history');
  return (
    <nav className="history-pager" aria-label={t('pager.label')}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeftIcon />}
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </Button>
      <span className="history-pager__status" aria-live="polite">
        {t('pager.status', { page, total: Math.max(totalPages, 1) })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
