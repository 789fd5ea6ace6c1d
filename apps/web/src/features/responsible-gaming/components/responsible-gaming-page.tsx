import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  COOL_OFF_DURATIONS,
  COOL_OFF_HOURS,
  type CoolOffDuration,
  type PlayerBreak,
} from '@khelo/contracts/responsible-gaming';
import { useSession } from '@/app/session/session-context';
import { Button } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';
import { formatIst } from '@/lib/format';
import { useRgState } from '../api/rg-state';
import { useSelfExclude } from '../api/self-exclude';
import { useStartCoolOff } from '../api/start-cool-off';
import { BreakCard } from './break-card';
import { DepositLimitsForm } from './deposit-limits-form';
import './responsible-gaming-page.css';

// /responsible-gaming: deposit limits, a cool-off, self-exclusion and where to find help
// (docs/practice-and-responsible-gaming.md).

const SELF_EXCLUSION_MONTHS = ['6', '12', '24', 'permanent'] as const;

function monthsLater(from: Date, months: number): Date {
  const at = new Date(from);
  at.setMonth(at.getMonth() + months);
  return at;
}

function ActiveBreak({ active }: { active: PlayerBreak }) {
  const { t, i18n } = useTranslation('responsible');
  const until = active.ends_at ? formatIst(active.ends_at, i18n.language) : '';
  const key =
    active.kind === 'cool_off'
      ? 'active.coolOff'
      : active.ends_at
        ? 'active.selfExclusion'
        : 'active.permanent';
  return (
    <div className="rg-active" role="status" data-testid="rg-active-break">
      <WarningIcon className="rg-active__icon" />
      <p>{t(key, { until })}</p>
    </div>
  );
}

export function ResponsibleGamingPage() {
  const { t, i18n } = useTranslation('responsible');
  const { t: common } = useTranslation();
  const session = useSession();
  const query = { playerId: session.playerId ?? '', oprId: session.oprId ?? '', token: session.token };
  const state = useRgState(query, Boolean(session.playerId && session.oprId));
  const coolOff = useStartCoolOff(query);
  const selfExclude = useSelfExclude(query);
  const when = (at: Date) => formatIst(at, i18n.language);

  let content;
  if (state.isPending) {
    content = (
      <div className="rg-state">
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  } else if (state.isError) {
    content = (
      <div className="rg-state" role="alert">
        <WarningIcon className="rg-active__icon" />
        <p>{t('loadError')}</p>
        <p className="rg-card__text">{errorMessage(state.error, common)}</p>
        <Button variant="secondary" size="sm" onClick={() => void state.refetch()} loading={state.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    const active = state.data.break;
    const permanent = active?.kind === 'self_exclusion' && active.ends_at === null;
    content = (
      <div className="rg">
        <p className="rg__intro">{t('intro')}</p>
        {active ? <ActiveBreak active={active} /> : null}
        <div className="rg__grid">
          <DepositLimitsForm key={state.dataUpdatedAt} query={query} limits={state.data.limits} />
          <div className="rg__column">
            {permanent ? null : (
              <>
                <BreakCard
                  id="rg-cool-off"
                  title={t('coolOff.title')}
                  text={t('coolOff.text')}
                  startLabel={t('coolOff.start')}
                  options={COOL_OFF_DURATIONS.map((duration) => ({
                    value: duration,
                    label: t(`coolOff.options.${duration}`),
                    confirmText: (now) =>
                      t('coolOff.confirm', {
                        until: when(new Date(now.getTime() + COOL_OFF_HOURS[duration] * 3_600_000)),
                      }),
                  }))}
                  onStart={(value) =>
                    coolOff.mutate(value as CoolOffDuration, {
                      onSuccess: () => toast.success(t('coolOff.done')),
                    })
                  }
                  pending={coolOff.isPending}
                  error={coolOff.error}
                />
                <BreakCard
                  id="rg-self-exclusion"
                  title={t('selfExclusion.title')}
                  text={t('selfExclusion.text')}
                  startLabel={t('selfExclusion.start')}
                  options={SELF_EXCLUSION_MONTHS.map((months) => ({
                    value: months,
                    label: t(`selfExclusion.options.${months}`),
                    confirmText: (now) =>
                      months === 'permanent'
                        ? t('selfExclusion.confirmPermanent')
                        : t('selfExclusion.confirm', { until: when(monthsLater(now, Number(months))) }),
                  }))}
                  onStart={(value) =>
                    selfExclude.mutate(value === 'permanent' ? null : Number(value), {
                      onSuccess: () => toast.success(t('selfExclusion.done')),
                    })
                  }
                  pending={selfExclude.isPending}
                  error={selfExclude.error}
                />
              </>
            )}
            <section className="rg-card rg-help" aria-labelledby="rg-help-title">
              <h2 id="rg-help-title" className="rg-card__title">
                {t('help.title')}
              </h2>
              <p className="rg-card__text">{t('help.text')}</p>
              <Link to="/contact-us" className="rg-help__link">
                {t('help.contact')}
              </Link>
            </section>
          </div>
        </div>
      </div>
    );
  }

  return <PageFrame title={common('pages.responsibleGaming')}>{content}</PageFrame>;
}
