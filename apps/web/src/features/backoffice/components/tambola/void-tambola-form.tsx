import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useVoidTambola } from '../../api/void-tambola';
import { Notice, type NoticeState } from '../query-state';

// Void a Tambola game on sale or being called (admins): a reason (3+ characters, as the server asks), then a
// confirmation that says what happens — the game ends, every ticket is refunded, audited, no way back.

const REASON_MIN = 3;

export function VoidTambolaForm(props: {
  roundId: number;
  gameNo: string;
  sales: string;
  voidable: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const id = useId();
  const voidGame = useVoidTambola(String(props.roundId));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < REASON_MIN) {
      setProblem(t('tables.void.reasonRequired', { min: REASON_MIN }));
      return;
    }
    setProblem(null);
    setNotice(null);
    setConfirming(true);
  };
  const confirm = () =>
    voidGame.mutate(
      { reason: reason.trim() },
      {
        onSuccess: () => {
          setConfirming(false);
          setNotice({ ok: true, text: t('tambola.void.done') });
        },
        onError: (error) => {
          setConfirming(false);
          setNotice({ ok: false, text: errorMessage(error, common) });
        },
      },
    );

  if (!props.voidable && !notice) return null;
  return (
    <section
      className="bo-section bo-card bo-void"
      aria-labelledby={`${id}-title`}
      data-testid="void-tambola"
    >
      <h2 id={`${id}-title`}>{t('tambola.void.title')}</h2>
      <Notice notice={notice} />
      {notice?.ok || !props.voidable ? null : (
        <form className="bo-decision" onSubmit={ask}>
          <p className="bo-muted">{t('tambola.void.intro')}</p>
          <label htmlFor={id}>{t('tables.void.reason')}</label>
          <textarea
            id={id}
            value={reason}
            rows={2}
            maxLength={500}
            aria-invalid={problem ? true : undefined}
            disabled={confirming || voidGame.isPending}
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
                {t('tambola.void.confirm', { no: props.gameNo, amount: props.sales })}
              </p>
              <div className="bo-decision__actions">
                <Button variant="danger" size="sm" loading={voidGame.isPending} onClick={confirm}>
                  {t('tambola.void.yes')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={voidGame.isPending}
                  onClick={() => setConfirming(false)}
                >
                  {t('decision.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="bo-decision__actions">
              <Button type="submit" variant="danger" size="sm">
                {t('tambola.void.submit')}
              </Button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
