import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CashActionName } from '@khelo/contracts/compliance';
import { buttonClass } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { refusalFix, refusalText, type Refusal } from '@/lib/compliance/refusal';
import { RETURN_PARAM } from '@/lib/return-to';
import './compliance.css';

/** A refused cash action in the player's language, with a link to the page that fixes it. */
export function RefusalNotice({
  refusal,
  action,
  minimumAge,
  withTitle = true,
  fixAsButton = false,
  className,
  returnTo,
}: {
  refusal: Refusal;
  action: CashActionName;
  minimumAge?: number | undefined;
  /** Off inside a dialog that already says it. */
  withTitle?: boolean;
  /** The fix as the page's main button (where the notice replaces a form), not a link in the text. */
  fixAsButton?: boolean;
  className?: string;
  /** Where My Profile sends the player once the details are saved (the game they tried to open). */
  returnTo?: string | undefined;
}) {
  const { t } = useTranslation();
  const fix = refusalFix(refusal.reason);
  const link = fix === '/info' && returnTo ? `${fix}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : fix;
  return (
    <div
      className={['refusal', className].filter(Boolean).join(' ')}
      role="alert"
      data-reason={refusal.reason}
    >
      <WarningIcon className="refusal__icon" />
      <div className="refusal__body">
        {withTitle ? <p className="refusal__title">{t(`compliance.refusal.${action}`)}</p> : null}
        <p>{refusalText(refusal, t, minimumAge)}</p>
        {fix ? (
          <Link
            className={fixAsButton ? buttonClass('primary', 'md', 'refusal__button') : 'refusal__fix'}
            to={link ?? fix}
          >
            {t(`compliance.fix.${fix}`)}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
