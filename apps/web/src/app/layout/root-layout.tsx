import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProfileSync } from '@/features/profile/components/profile-sync';
import { MoneyModeBanner } from '@/components/compliance/money-mode-banner';
import { Spinner } from '@/components/ui/spinner';
import { SessionGuard } from '../session/session-guard';
import { Footer } from './footer';
import { GameNav } from './game-nav';
import { Header } from './header';
import { LanguagePanel } from './language-panel';
import { LazyLoginModal } from './lazy-login-modal';
import { useLoginModal } from './login-modal-context';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import './root-layout.css';

export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="page-fallback">
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}

export function RootLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const loginModal = useLoginModal();

  return (
    <div className="app-shell">
      <ScrollToTop />
      <SessionGuard />
      <ProfileSync />
      <a href="#main" className="skip-link">
        {t('actions.skipToContent')}
      </a>
      <Header onOpenMenu={() => setMenuOpen(true)} onOpenLanguage={() => setLanguageOpen(true)} />
      <GameNav />
      <MoneyModeBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <LanguagePanel open={languageOpen} onClose={() => setLanguageOpen(false)} />
      {loginModal.isOpen ? <LazyLoginModal open onClose={loginModal.close} /> : null}
    </div>
  );
}
