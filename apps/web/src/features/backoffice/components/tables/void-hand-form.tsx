import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_VOID_REASON_MAX, TABLE_VOID_REASON_MIN } from '@khelo/contracts/backoffice-tables';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useVoidHand } from '../../api/void-hand';
import { Notice, type NoticeState } from '../query-state';
import { tableMoney, type TableMode } from './table-format';

// Void a hand in progress (admins): a reason is required, then a confirmation that says what happens —
// every stake collected for the hand refunded in full, the players told, audited, no way back. The
// outcome (how much went back to how many seats) stays on screen; the money rows below show the refunds.

export function VoidHandForm(props: {
  handId: string;
  handNo: number;
  mode: TableMode;
  collected: number;
  /** The hand may be voided now; once it is, the form goes but its outcome stays. */
  voidable: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const id = useId();
  const voidHand = useVoidHand(props.handId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < TABLE_VOID_REASON_MIN) {
      setProblem(t('tables.void.reasonRequired', { min: TABLE_VOID_REASON_MIN }));
      return;
    }
    setProblem(null);
    setNotice(null);
    setConfirming(true);
  };

  const confirm = () =>
    voidHand.mutate(
      { reason: reason.trim() },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setReason('');
          setNotice({
            ok: true,
            text: t('tables.void.done', {
              amount: tableMoney(t, answer.refunded, props.mode),
              count: answer.refunds,
            }),
          });
        },
        onError: (error) => {
          setConfirming(false);
          setNotice({ ok: false, text: errorMessage(error, common) });
        },
      },
    );

  if (!props.voidable && !notice) return null;
  return (
    <section className="bo-section bo-card bo-void" aria-labelledby={`${id}-title`} data-testid="void-hand">
      <h2 id={`${id}-title`}>{t('tables.void.title')}</h2>
      <Notice notice={notice} />
      {notice?.ok || !props.voidable ? null : (
        <form className="bo-decision" onSubmit={ask}>
          <p className="bo-muted">{t('tables.void.intro')}</p>
          <label htmlFor={id}>{t('tables.void.reason')}</label>
          <textarea
            id={id}
            value={reason}
            rows={2}
            maxLength={TABLE_VOID_REASON_MAX}
            aria-invalid={problem ? true : undefined}
            disabled={confirming || voidHand.isPending}
            onChange={(event) => setReason(event.target.value)}
          />
          {problem ? (
            <p className="bo-error" role="alert">
              {problem}
            </p>
          ) : null}
          {confirming ? (
            <div className="bo-confirm" role="alertdialog" aria-labelledby={`${id}-confirm`}>
              <p id={`${id}-confirm`}>
                {t('tables.void.confirm', {
                  no: props.handNo,
                  amount: tableMoney(t, props.collected, props.mode),
                })}
              </p>
              <div className="bo-decision__actions">
                <Button variant="danger" size="sm" loading={voidHand.isPending} onClick={confirm}>
                  {t('tables.void.yes')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={voidHand.isPending}
                  onClick={() => setConfirming(false)}
                >
                  {t('decision.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="bo-decision__actions">
              <Button type="submit" variant="danger" size="sm">
                {t('tables.void.submit')}
              </Button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
