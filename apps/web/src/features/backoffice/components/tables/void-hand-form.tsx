import { useTranslation } from 'react-i18next';
import { TABLE_VOID_REASON_MAX, TABLE_VOID_REASON_MIN } from '@khelo/contracts/backoffice-tables';
import { useVoidHand } from '../../api/void-hand';
import { VoidForm } from '../void-form';
import { tableMoney, type TableMode } from './table-format';

// Void a hand in progress (admins): every stake collected for the hand refunded in full, the players told,
// audited. The outcome (how much went back to how many seats) stays on screen; the money rows below show
// the refunds.

export function VoidHandForm(props: {
  handId: string;
  handNo: number;
  mode: TableMode;
  collected: number;
  /** The hand may be voided now; once it is, the form goes but its outcome stays. */
  voidable: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const mutation = useVoidHand(props.handId);
  return (
    <VoidForm
      testId="void-hand"
      texts={{
        title: t('tables.void.title'),
        intro: t('tables.void.intro'),
        confirm: t('tables.void.confirm', {
          no: props.handNo,
          amount: tableMoney(t, props.collected, props.mode),
        }),
        yes: t('tables.void.yes'),
        submit: t('tables.void.submit'),
      }}
      reasonMin={TABLE_VOID_REASON_MIN}
      reasonMax={TABLE_VOID_REASON_MAX}
      voidable={props.voidable}
      mutation={mutation}
      done={(answer) =>
        t('tables.void.done', { amount: tableMoney(t, answer.refunded, props.mode), count: answer.refunds })
      }
    />
  );
}
