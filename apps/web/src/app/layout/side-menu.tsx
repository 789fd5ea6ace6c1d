import type { ComponentType, SVGProps } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import {
  DepositIcon,
  ListIcon,
  LogoutIcon,
  ReceiptIcon,
  TagIcon,
  TicketIcon,
  UsersIcon,
  WalletIcon,
  WithdrawIcon,
  ClockIcon,
  CheckIcon,
} from '@/components/ui/icons';
import { ServerMenu } from '@/features/lobby/components/server-menu';
import { useSession } from '../session/session-context';
import { useLoginModal } from './login-modal-context';
import './side-menu.css';

export interface MenuEntry {
  /** Translation key of the label. */
  labelKey: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The logged-out side menu of the shared layout (core-platform.md section 2). */
export const LOGGED_OUT_MENU: readonly MenuEntry[] = [
  { labelKey: 'menu.myWallet', to: '/addCash', icon: WalletIcon },
  { labelKey: 'menu.deposit', to: '/addCash', icon: DepositIcon },
  { labelKey: 'menu.withdraw', to: '/withdrawal', icon: WithdrawIcon },
  { labelKey: 'menu.transactions', to: '/history', icon: ListIcon },
  { labelKey: 'menu.coupons', to: '/promotions', icon: TagIcon },
  { labelKey: 'menu.gameTickets', to: '/game-history', icon: TicketIcon },
  { labelKey: 'menu.referrals', to: '/promotions', icon: UsersIcon },
  { labelKey: 'menu.taxes', to: '/termsandconditions', icon: ReceiptIcon },
];

/** Shown to a logged-in player while the server menu (api/menu-list) loads or if it cannot be loaded. */
export const LOGGED_IN_MENU_PLACEHOLDER: readonly MenuEntry[] = [
  { labelKey: 'menu.myProfile', to: '/info', icon: UsersIcon },
  { labelKey: 'menu.addCash', to: '/addCash', icon: DepositIcon },
  { labelKey: 'menu.withdraw', to: '/withdrawal', icon: WithdrawIcon },
  { labelKey: 'menu.transactions', to: '/history', icon: ListIcon },
  { labelKey: 'menu.kyc', to: '/kyc', icon: CheckIcon },
  { labelKey: 'menu.gameHistory', to: '/game-history', icon: ClockIcon },
  { labelKey: 'menu.promotions', to: '/promotions', icon: TagIcon },
  { labelKey: 'menu.responsibleGaming', to: '/responsible-gaming', icon: ClockIcon },
];

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  const loginModal = useLoginModal();
  const navigate = useNavigate();
  const loggedIn = session.login === true;
  const entries = loggedIn ? LOGGED_IN_MENU_PLACEHOLDER : LOGGED_OUT_MENU;

  const footer = loggedIn ? (
    <Button
      variant="secondary"
      fullWidth
      icon={<LogoutIcon width={20} height={20} />}
      onClick={() => {
        // Logout of section 4, then home.
        session.logout();
        onClose();
        void navigate('/');
      }}
    >
      {t('actions.logout')}
    </Button>
  ) : (
    <div className="side-menu__cta">
      <p>{t('menu.loginPrompt')}</p>
      <Button
        fullWidth
        onClick={() => {
          onClose();
          loginModal.open();
        }}
      >
        {t('actions.login')}
      </Button>
    </div>
  );

  const list = (
    <ul className="side-menu__list">
      {entries.map(({ labelKey, to, icon: Icon }) => (
        <li key={labelKey}>
          <Link to={to} className="side-menu__link" onClick={onClose}>
            <span className="side-menu__icon">
              <Icon />
            </span>
            {t(labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <Drawer open={open} onClose={onClose} title={t('menu.title')} side="left" footer={footer}>
      {loggedIn && (session.nickName || session.playerId) ? (
        <p className="side-menu__greeting">
          {t('menu.greeting', { name: session.nickName ?? session.playerId })}
        </p>
      ) : null}
      <nav aria-label={t('menu.label')}>
        {loggedIn ? <ServerMenu onNavigate={onClose} fallback={list} /> : list}
      </nav>
    </Drawer>
  );
}
