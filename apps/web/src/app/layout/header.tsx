import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { GlobeIcon, MenuIcon, WalletIcon } from '@/components/ui/icons';
import { formatRupees } from '@/lib/format';
import { useSession } from '../session/session-context';
import { preloadLoginModal } from './lazy-login-modal';
import { useLoginModal } from './login-modal-context';
import { Logo } from './logo';
import './header.css';

export interface HeaderProps {
  onOpenMenu: () => void;
  onOpenLanguage: () => void;
}

export function Header({ onOpenMenu, onOpenLanguage }: HeaderProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const loginModal = useLoginModal();
  const loggedIn = session.login === true;
  const name = session.nickName ?? session.playerId ?? '';

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <button
          type="button"
          className="icon-btn site-header__menu"
          onClick={onOpenMenu}
          aria-label={t('actions.openMenu')}
          aria-haspopup="dialog"
        >
          <MenuIcon />
        </button>
        <Link to="/" className="site-header__brand" aria-label={t('brand.home')}>
          <Logo />
        </Link>
        <div className="site-header__actions">
          <button
            type="button"
            className="icon-btn"
            onClick={onOpenLanguage}
            aria-label={t('actions.changeLanguage')}
            aria-haspopup="dialog"
          >
            <GlobeIcon />
          </button>
          {loggedIn ? (
            <Link to="/info" className="user-summary" aria-label={t('header.account')}>
              <span className="user-summary__avatar" aria-hidden="true">
                {session.avatar ? <img src={session.avatar} alt="" /> : (name.charAt(0) || '?').toUpperCase()}
              </span>
              <span className="user-summary__text">
                <span className="user-summary__name" data-testid="user-name">
                  {name}
                </span>
                <span className="user-summary__balance" title={t('header.wallet')}>
                  <WalletIcon />
                  <span data-testid="wallet-balance">
                    {formatRupees(session.walletBalance, i18n.language)}
                  </span>
                </span>
              </span>
            </Link>
          ) : (
            <Button
              variant="primary"
              onClick={loginModal.open}
              onPointerEnter={preloadLoginModal}
              onFocus={preloadLoginModal}
              aria-haspopup="dialog"
            >
              {t('actions.login')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
