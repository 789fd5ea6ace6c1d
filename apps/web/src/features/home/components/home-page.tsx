import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@khelo/contracts/catalog';
import { BannerCarousel } from './banner-carousel';
import { BlockedStatesNotice } from './blocked-states-notice';
import { PopularGames } from './popular-games';
import './home-page.css';

export interface HomePageProps {
  banners?: readonly Banner[];
  /** The lobby (composed by the app: features do not import each other). */
  children?: ReactNode;
}

/** Home: banners, the blocked-states notice, the featured games, then the lobby. */
export function HomePage({ banners, children }: HomePageProps) {
  const { t } = useTranslation();
  return (
    <div className="home container">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <BannerCarousel banners={banners} />
      <BlockedStatesNotice />
      <PopularGames />
      {children}
    </div>
  );
}
