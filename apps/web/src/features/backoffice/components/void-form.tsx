import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { Notice, type NoticeState } from './query-state';

// Voiding something in play (admins: a table hand, a Tambola game): a reason is required, then a
// confirmation that says what happens — refunds in full, audited, no way back. The outcome stays on screen
// after the form goes.

export interface VoidFormTexts {
  title: string;
  intro: string;
  /** The confirmation: what will be voided and how much goes back. */
  confirm: string;
  yes: string;
  submit: string;
}

export function VoidForm<Answer>(props: {
  testId: string;
  texts: VoidFormTexts;
  reasonMin: number;
  reasonMax: number;
  /** It may be voided now; once it is, the form goes but its outcome stays. */
  voidable: boolean;
  mutation: UseMutationResult<Answer, Error, { reason: string }>;
  done: (answer: Answer) => string;
}) {
  const { t } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const id = useId();
  const { mutation, texts } = props;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < props.reasonMin) {
      setProblem(t('tables.void.reasonRequired', { min: props.reasonMin }));
      return;
    }
    setProblem(null);
    setNotice(null);
    setConfirming(true);
  };

  const confirm = () =>
    mutation.mutate(
      { reason: reason.trim() },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setReason('');
          setNotice({ ok: true, text: props.done(answer) });
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
      data-testid={props.testId}
    >
      <h2 id={`${id}-title`}>{texts.title}</h2>
      <Notice notice={notice} />
      {notice?.ok || !props.voidable ? null : (
        <form className="bo-decision" onSubmit={ask}>
          <p className="bo-muted">{texts.intro}</p>
          <label htmlFor={id}>{t('tables.void.reason')}</label>
          <textarea
            id={id}
            value={reason}
            rows={2}
            maxLength={props.reasonMax}
            aria-invalid={problem ? true : undefined}
            disabled={confirming || mutation.isPending}
            onChange={(event) => setReason(event.target.value)}
          />
          {problem ? (
            <p className="bo-error" role="alert">
              {problem}
            </p>
          ) : null}
          {confirming ? (
            <div className="bo-confirm" role="alertdialog" aria-labelledby={`${id}-confirm`}>
              <p id={`${id}-confirm`}>{texts.confirm}</p>
              <div className="bo-decision__actions">
                <Button variant="danger" size="sm" loading={mutation.isPending} onClick={confirm}>
                  {texts.yes}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={mutation.isPending}
                  onClick={() => setConfirming(false)}
                >
                  {t('decision.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="bo-decision__actions">
              <Button type="submit" variant="danger" size="sm">
                {texts.submit}
              </Button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
