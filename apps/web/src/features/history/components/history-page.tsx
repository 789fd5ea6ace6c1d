import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HISTORY_FILTERS, type HistoryFilter } from '@khelo/contracts/wallet';
import { useSession } from '@/app/session/session-context';
import { Button } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { BonusBalance } from '@/components/bonus/bonus-balance';
import { TaxStatementLink } from '@/components/bonus/tax-statement-link';
import { errorMessage } from '@/lib/error-message';
import { historyQueryKey, isHistoryNotFound, useTransactionHistory } from '../api/transaction-history';
import { HistoryFilters } from './history-filters';
import { HistoryPager } from './history-pager';
import { HistoryTable } from './history-table';
import './history-page.css';

// /history, View Transactions (core-platform.md sections 2, 3 and 8): the player's transactions 10 a page
// with previous/next and the spec's filters, both kept in the address (?filter=game&page=2) so that a
// reload or the back button returns to the same page.

function parseFilter(value: string | null): HistoryFilter {
  return HISTORY_FILTERS.find((filter) => filter === value) ?? 'all';
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function HistoryPage() {
  const { t } = useTranslation('history');
  const { t: common } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('filter'));
  const page = parsePage(params.get('page'));
  const playerId = session.playerId ?? '';
  const history = useTransactionHistory(
    { playerId, oprId: session.oprId ?? '', token: session.token, filter, page },
    Boolean(session.playerId && session.oprId),
  );
  const { data } = history;

  const top = useRef<HTMLDivElement>(null);
  const go = (next: { filter?: HistoryFilter; page?: number }) => {
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    const search = new URLSearchParams();
    if (nextFilter !== 'all') search.set('filter', nextFilter);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
    // Next and previous sit below the rows: bring the new page's first rows into view (phones).
    if (next.page !== undefined && top.current && top.current.getBoundingClientRect().top < 0)
      top.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  // A page past the end (rows were fewer than the address said): show the last page instead.
  useEffect(() => {
    if (data && data.total > 0 && data.data.length === 0 && page > data.total_pages) {
      const search = new URLSearchParams(params);
      search.set('page', String(data.total_pages));
      setParams(search, { replace: true });
    }
  }, [data, page, params, setParams]);

  // The spec's warning for a filter without rows, once per filter.
  const warned = useRef<string | null>(null);
  useEffect(() => {
    if (data && data.total === 0 && filter !== 'all' && warned.current !== filter) {
      warned.current = filter;
      toast.warning(t('noData'));
    }
    if (data && data.total > 0) warned.current = null;
  }, [data, filter, t]);

  // Every wallet change moves the balance; when it moves, the history has a new row.
  const balance = useRef(session.walletBalance);
  useEffect(() => {
    if (balance.current === session.walletBalance) return;
    balance.current = session.walletBalance;
    void queryClient.invalidateQueries({ queryKey: historyQueryKey(playerId) });
  }, [session.walletBalance, playerId, queryClient]);

  let content;
  if (history.isPending) {
    content = (
      <div className="history-state">
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  } else if (history.isError && isHistoryNotFound(history.error)) {
    content = (
      <div className="history-state">
        <p className="history-state__text">{t('empty')}</p>
      </div>
    );
  } else if (history.isError) {
    content = (
      <div className="history-state history-state--error" role="alert">
        <WarningIcon className="history-state__icon" />
        <p className="history-state__text">{errorMessage(history.error, common)}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void history.refetch()}
          loading={history.isFetching}
        >
          {t('retry')}
        </Button>
      </div>
    );
  } else if (history.data.total === 0) {
    content = (
      <div className="history-state history-state--warning" role="status">
        <WarningIcon className="history-state__icon" />
        <p className="history-state__text">{t('noData')}</p>
      </div>
    );
  } else {
    content = (
      <>
        <HistoryTable rows={history.data.data} />
        <HistoryPager
          page={history.data.page}
          totalPages={history.data.total_pages}
          busy={history.isPlaceholderData}
          onPage={(next) => go({ page: next })}
        />
      </>
    );
  }

  return (
    <PageFrame title={common('pages.history')}>
      <div className="history" ref={top}>
        <BonusBalance />
        <HistoryFilters value={filter} onChange={(next) => go({ filter: next })} />
        <div className="history__content" aria-busy={history.isFetching || undefined}>
          {content}
        </div>
        <TaxStatementLink />
      </div>
    </PageFrame>
  );
}
