import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// Previous / "Page 2 of 5" / Next under a back-office list; nothing when there is one page.

export function Pager(props: { page: number; pages: number; label: string; onPage: (page: number) => void }) {
  const { t } = useTranslation('backoffice');
  const { page, pages } = props;
  if (pages <= 1) return null;
  return (
    <nav className="bo-pager" aria-label={props.label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span>{t('page', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => props.onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
