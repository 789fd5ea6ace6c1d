import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/app/session/session-context';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/error-message';
import { useLeaveTable } from '../api/table-leave';
import { tableStateKey } from '../api/table-state';

/** Leave the table, after a confirm that says what leaving during a hand costs. */
export function LeaveButton({ game, tableId, playing }: { game: string; tableId: string; playing: boolean }) {
  const { t } = useTranslation('tables');
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const session = useSession();
  const leave = useLeaveTable();
  const navigate = useNavigate();
  const client = useQueryClient();
  const confirm = () => {
    if (!session.playerId) return;
    // Through the promise, not mutate's callbacks: the table re-renders (the socket's update of a seat that
    // is gone may arrive before the answer) and mutate's callbacks do not fire once this button unmounted.
    leave
      .mutateAsync({ playerId: session.playerId, token: session.token, tableId })
      .then(() => {
        client.removeQueries({ queryKey: tableStateKey(tableId) });
        void navigate(`/tables/${game}`);
      })
      .catch(() => undefined); // shown in the dialog (leave.error)
  };
  return (
    <>
      <button type="button" className="table-bar__leave" onClick={() => setOpen(true)}>
        <span aria-hidden="true">←</span> {t('leave.button')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('leave.title')}>
        <p className="leave__text">{t(playing ? 'leave.during' : 'leave.between', { context: game })}</p>
        {leave.isError ? (
          <p className="leave__error" role="alert">
            {errorMessage(leave.error, tc)}
          </p>
        ) : null}
        <div className="leave__actions">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('leave.stay')}
          </Button>
          <Button variant="danger" loading={leave.isPending} onClick={confirm}>
            {t('leave.confirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
