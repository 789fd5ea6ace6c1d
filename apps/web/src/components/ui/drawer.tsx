import { useId } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { useDialog } from './use-dialog';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  side?: 'left' | 'right';
  children: ReactNode;
  footer?: ReactNode;
}

/** A side panel (side menu, language panel). */
export function Drawer({ open, onClose, title, side = 'left', children, footer }: DrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useDialog(open, onClose);
  if (!open) return null;
  return createPortal(
    <div className="drawer" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panelRef}
        className={`drawer__panel drawer__panel--${side}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="drawer__header">
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t('actions.close')}>
            <CloseIcon />
          </button>
        </header>
        <div className="drawer__body">{children}</div>
        {footer ? <div className="drawer__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
