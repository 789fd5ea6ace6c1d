import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimit,
  type DepositLimitPeriod,
} from '@khelo/contracts/responsible-gaming';
import { hasAtMostTwoDecimals } from '@khelo/contracts/money';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';
import { formatIst, formatRupees } from '@/lib/format';
import type { PlayerQuery } from '../api/rg-state';
import { useSetLimits, type LimitChanges } from '../api/set-limits';

// The three deposit limits: what is in force, what was deposited this period, a waiting raise or removal
// with the time it applies, and one form to change them (empty: no limit).

export interface DepositLimitsFormProps {
  query: PlayerQuery;
  limits: DepositLimit[];
}

type Drafts = Record<DepositLimitPeriod, string>;

function draftsOf(limits: DepositLimit[]): Drafts {
  const drafts = { daily: '', weekly: '', monthly: '' };
  for (const limit of limits) drafts[limit.period] = limit.amount === null ? '' : String(limit.amount);
  return drafts;
}

/** The changes the drafts ask for; a string when a draft is not an amount. */
function changesOf(drafts: Drafts, limits: DepositLimit[]): LimitChanges | DepositLimitPeriod {
  const changes: LimitChanges = {};
  for (const limit of limits) {
    const text = drafts[limit.period].trim();
    const value = text === '' ? null : Number(text);
    if (value !== null && (!Number.isFinite(value) || value <= 0 || !hasAtMostTwoDecimals(value)))
      return limit.period;
    if (value !== limit.amount) changes[limit.period] = value;
  }
  return changes;
}

export function DepositLimitsForm({ query, limits }: DepositLimitsFormProps) {
  const { t, i18n } = useTranslation('responsible');
  const { t: common } = useTranslation();
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(limits));
  const [invalid, setInvalid] = useState<DepositLimitPeriod | null>(null);
  const save = useSetLimits(query);
  const money = (amount: number) => formatRupees(amount, i18n.language);
  const when = (at: string) => formatIst(at, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(drafts, limits);
    if (typeof changes === 'string') return setInvalid(changes);
    setInvalid(null);
    if (Object.keys(changes).length === 0) return void toast.info(t('limits.unchanged'));
    save.mutate(changes, {
      onSuccess: (state) => {
        setDrafts(draftsOf(state.limits));
        toast.success(t('limits.saved'));
      },
    });
  };

  return (
    <form className="rg-card" onSubmit={submit} noValidate aria-labelledby="rg-limits-title">
      <h2 id="rg-limits-title" className="rg-card__title">
        {t('limits.title')}
      </h2>
      <p className="rg-card__text">{t('limits.rule')}</p>
      <ul className="rg-limits">
        {DEPOSIT_LIMIT_PERIODS.map((period) => {
          const limit = limits.find((candidate) => candidate.period === period)!;
          return (
            <li key={period} className="rg-limit" data-testid={`limit-${period}`}>
              <div className="rg-limit__head">
                <span className="rg-limit__period">{t(`limits.period.${period}`)}</span>
                <strong className="rg-limit__amount">
                  {limit.amount === null ? t('limits.none') : money(limit.amount)}
                </strong>
              </div>
              <p className="rg-limit__used">
                {t('limits.used', { used: money(limit.used), resets: when(limit.resets_at) })}
              </p>
              {limit.pending ? (
                <p className="rg-limit__pending" role="status">
                  {limit.pending.amount === null
                    ? t('limits.pendingRemoval', { at: when(limit.pending.effective_at) })
                    : t('limits.pendingRaise', {
                        amount: money(limit.pending.amount),
                        at: when(limit.pending.effective_at),
                      })}
                </p>
              ) : null}
              <TextField
                label={t(`limits.field.${period}`)}
                hint={t('limits.hint')}
                inputMode="decimal"
                prefix="₹"
                value={drafts[period]}
                error={invalid === period ? t('limits.invalid') : null}
                onChange={(event) => setDrafts({ ...drafts, [period]: event.target.value })}
              />
            </li>
          );
        })}
      </ul>
      {save.isError ? (
        <p className="rg-card__error" role="alert">
          {errorMessage(save.error, common)}
        </p>
      ) : null}
      <Button type="submit" loading={save.isPending}>
        {t('limits.save')}
      </Button>
    </form>
  );
}
