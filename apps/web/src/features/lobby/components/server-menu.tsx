import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@khelo/contracts/catalog';
import { MENU_HOME_URL } from '@khelo/contracts/catalog-constants';
import { MENU_LABEL_KEY } from '@khelo/contracts/locales';
import type { Language } from '@khelo/contracts/locales';
import { useSession } from '@/app/session/session-context';
import {
  CheckIcon,
  ClockIcon,
  DepositIcon,
  ListIcon,
  TagIcon,
  UsersIcon,
  WithdrawIcon,
} from '@/components/ui/icons';
import { useMenuList } from '../api/menu-list';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const HomeIcon: Icon = (props) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" {...props}>
    <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" strokeLinejoin="round" />
  </svg>
);
const SupportIcon: Icon = (props) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" {...props}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zM17 16v1a3 3 0 0 1-3 3h-2" />
  </svg>
);

const ICONS: Record<string, Icon> = {
  home: HomeIcon,
  profile: UsersIcon,
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  transactions: ListIcon,
  kyc: CheckIcon,
  history: ClockIcon,
  offers: TagIcon,
  support: SupportIcon,
  responsible: ClockIcon,
};

/** link_action.url as a route: "unity" is the lobby (section 2). */
export function menuPath(url: string): string {
  return url === MENU_HOME_URL ? '/' : url;
}

/** menu_display in the chosen language (eng / hindi), the other one when it is empty. */
export function menuLabel(item: MenuItem, language: string): string {
  const key = MENU_LABEL_KEY[language as Language] ?? 'eng';
  return item.menu_display[key] || item.menu_display.eng || item.menu_display.hindi;
}

export interface ServerMenuProps {
  onNavigate: () => void;
  /** Shown while the menu loads or when it cannot be loaded. */
  fallback: ReactNode;
}

/** The logged-in side menu from api/menu-list (section 2). Render only for a logged-in player. */
export function ServerMenu({ onNavigate, fallback }: ServerMenuProps) {
  const { i18n } = useTranslation();
  const session = useSession();
  const menu = useMenuList(
    { playerId: session.playerId ?? '', oprId: session.oprId ?? '', token: session.token },
    session.login === true && Boolean(session.playerId && session.oprId),
  );
  const items = menu.data?.menu_details.left_menu;
  if (!items?.length) return <>{fallback}</>;
  return (
    <ul className="side-menu__list" data-testid="server-menu">
      {items.map((item) => {
        const Icon = ICONS[item.icon] ?? ListIcon;
        return (
          <li key={item.menu_id}>
            <Link to={menuPath(item.link_action.url)} className="side-menu__link" onClick={onNavigate}>
              <span className="side-menu__icon">
                <Icon />
              </span>
              {menuLabel(item, i18n.language)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
