import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { useFortuneBudget } from '../../api/fortune-budget';
import { useFundFortuneBudget } from '../../api/fortune-budget-fund';
import { formatRupees, formatTime, QueryState, type NoticeState } from '../query-state';

// The promotions budget: what it holds, what scheduled shows have reserved, what is free; funding it from
// the promotions account (admin); its latest ledger rows (fundings in, prizes out).

/** A row's amount as the account saw it: − for a prize out, nothing for money in. */
function signed(amount: number): string {
  return amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount);
}

export function BudgetPanel({
  canEdit,
  onNotice,
}: {
  canEdit: boolean;
  onNotice: (notice: NoticeState) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const budget = useFortuneBudget();
  const fund = useFundFortuneBudget();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const data = budget.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    fund.mutate(
      { amount: Number(amount), reason },
      {
        onSuccess: () => {
          onNotice({ ok: true, text: t('fortuneWheel.funded', { amount: formatRupees(Number(amount)) }) });
          setAmount('');
          setReason('');
        },
        onError: (error) => onNotice({ ok: false, text: errorMessage(error, common) }),
      },
    );
  }

  return (
    <section aria-labelledby="bo-fortune-budget" className="bo-card" data-testid="fortune-budget">
      <h2 id="bo-fortune-budget">{t('fortuneWheel.budget')}</h2>
      <QueryState
        isPending={budget.isPending}
        error={budget.error}
        empty={false}
        onRetry={() => void budget.refetch()}
      />
      {data ? (
        <dl className="bo-figures">
          <div>
            <dt>{t('fortuneWheel.balance')}</dt>
            <dd data-testid="budget-balance">{formatRupees(data.balance)}</dd>
          </div>
          <div>
            <dt>{t('fortuneWheel.reserved')}</dt>
            <dd>{formatRupees(data.reserved)}</dd>
          </div>
          <div>
            <dt>{t('fortuneWheel.available')}</dt>
            <dd>{formatRupees(data.available)}</dd>
          </div>
        </dl>
      ) : null}
      {canEdit ? (
        <form className="bo-inline-form" onSubmit={submit}>
          <label>
            {t('fortuneWheel.amount')}
            {/* step "any": the server checks the 2 decimals; a 0.01 step trips float rounding in jsdom */}
            <input
              type="number"
              min="1"
              step="any"
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
          <label>
            {t('fortuneWheel.reason')}
            <input
              required
              minLength={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <button type="submit" className="btn btn--primary btn--sm" disabled={fund.isPending}>
            {t('fortuneWheel.fund')}
          </button>
        </form>
      ) : null}
      {data && data.entries.length > 0 ? (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="budget-entries">
            <thead>
              <tr>
                <th scope="col">{t('fortuneWheel.when')}</th>
                <th scope="col">{t('fortuneWheel.type')}</th>
                <th scope="col">{t('fortuneWheel.amount')}</th>
                <th scope="col">{t('fortuneWheel.remarks')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatTime(entry.created_at, i18n.language)}</td>
                  <td>{entry.type}</td>
                  <td className={entry.amount < 0 ? 'bo-negative' : undefined}>{signed(entry.amount)}</td>
                  <td>{entry.remarks}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
