import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import './page-frame.css';

export interface PageFrameProps {
  title: ReactNode;
  children: ReactNode;
  /** Where the close button goes; the spec's pages close back to /. */
  closeTo?: string;
}

/** A page with a header (title and a close button back to /) and a content card. */
export function PageFrame({ title, children, closeTo = '/' }: PageFrameProps) {
  const { t } = useTranslation();
  return (
    <section className="page-frame container" aria-labelledby="page-title">
      <header className="page-frame__header">
        <h1 id="page-title" className="page-frame__title">
          {title}
        </h1>
        <Link to={closeTo} className="icon-btn" aria-label={t('actions.closePage')}>
          <CloseIcon />
        </Link>
      </header>
      <div className="page-frame__body">{children}</div>
    </section>
  );
}
