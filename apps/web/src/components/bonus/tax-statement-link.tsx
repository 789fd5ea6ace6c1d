import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session/session-context';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useTaxStatement } from '@/lib/bonus/tax-statement';

/** Downloads this financial year's tax statement (CSV): deposits, withdrawals and TDS. */
export function TaxStatementLink() {
  const { t } = useTranslation('payments');
  const session = useSession();
  const statement = useTaxStatement();
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={statement.isPending}
      data-testid="tax-statement"
      onClick={() =>
        statement.mutate(
          { token: session.token },
          {
            onSuccess: (name) => toast.success(t('tds.statementSaved', { name })),
            onError: () => toast.error(t('tds.statementError')),
          },
        )
      }
    >
      {t('tds.statement')}
    </Button>
  );
}
