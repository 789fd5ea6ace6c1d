import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// Approve or reject with a reason (at least 3 characters; optional for an approval when `approveNeedsReason`
// is false). Used by the cashier and KYC queues.

export interface DecisionFormProps {
  busy: boolean;
  approveNeedsReason?: boolean;
  onDecide: (decision: 'approve' | 'reject', reason: string) => void;
  onCancel: () => void;
}

export function DecisionForm({ busy, approveNeedsReason = true, onDecide, onCancel }: DecisionFormProps) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function decide(decision: 'approve' | 'reject') {
    const text = reason.trim();
    if ((decision === 'reject' || approveNeedsReason) && text.length < 3) {
      setProblem(t('decision.reasonRequired'));
      return;
    }
    setProblem(null);
    onDecide(decision, text);
  }

  return (
    <form
      className="bo-decision"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        decide('approve');
      }}
    >
      <label htmlFor={id}>{t('decision.reason')}</label>
      <textarea
        id={id}
        value={reason}
        rows={2}
        maxLength={500}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {problem ? (
        <p className="bo-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="bo-decision__actions">
        <Button type="submit" size="sm" loading={busy}>
          {t('decision.approve')}
        </Button>
        <Button variant="danger" size="sm" disabled={busy} onClick={() => decide('reject')}>
          {t('decision.reject')}
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={onCancel}>
          {t('decision.cancel')}
        </Button>
      </div>
    </form>
  );
}
