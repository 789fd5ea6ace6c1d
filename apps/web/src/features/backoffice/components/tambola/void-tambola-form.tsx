import { useTranslation } from 'react-i18next';
import { useVoidTambola } from '../../api/void-tambola';
import { VoidForm } from '../void-form';

// Void a Tambola game on sale or being called (admins): the game ends, every ticket is refunded, audited.
// The reason needs 3+ characters, as the server asks.

const REASON_MIN = 3;
const REASON_MAX = 500;

export function VoidTambolaForm(props: {
  roundId: number;
  gameNo: string;
  sales: string;
  voidable: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const mutation = useVoidTambola(String(props.roundId));
  return (
    <VoidForm
      testId="void-tambola"
      texts={{
        title: t('tambola.void.title'),
        intro: t('tambola.void.intro'),
        confirm: t('tambola.void.confirm', { no: props.gameNo, amount: props.sales }),
        yes: t('tambola.void.yes'),
        submit: t('tambola.void.submit'),
      }}
      reasonMin={REASON_MIN}
      reasonMax={REASON_MAX}
      voidable={props.voidable}
      mutation={mutation}
      done={() => t('tambola.void.done')}
    />
  );
}
