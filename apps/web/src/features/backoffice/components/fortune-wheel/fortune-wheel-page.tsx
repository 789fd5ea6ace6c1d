import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffSession } from '../../staff-session';
import { Notice, type NoticeState } from '../query-state';
import { BudgetPanel } from './budget-panel';
import { PuzzlesPanel } from './puzzles-panel';
import { ShowsPanel } from './shows-panel';
import './fortune-wheel-page.css';

// /backoffice/fortune-wheel: the Fortune Wheel promotion (docs/fortune-wheel.md). The prize budget (fund it,
// what it holds, its ledger rows), the shows (schedule, status, picks) and the puzzle set (add, edit,
// retire; English and Hindi). Catalog roles read; admins change, and every change is audited by the server.

export function FortuneWheelPage() {
  const { t } = useTranslation('backoffice');
  const session = useStaffSession();
  const canEdit = session?.staff.role === 'admin';
  const [notice, setNotice] = useState<NoticeState | null>(null);
  return (
    <section aria-labelledby="bo-fortune-title" className="bo-fortune">
      <h1 id="bo-fortune-title">{t('fortuneWheel.title')}</h1>
      <Notice notice={notice} />
      <BudgetPanel canEdit={canEdit} onNotice={setNotice} />
      <ShowsPanel canEdit={canEdit} onNotice={setNotice} />
      <PuzzlesPanel canEdit={canEdit} onNotice={setNotice} />
    </section>
  );
}
