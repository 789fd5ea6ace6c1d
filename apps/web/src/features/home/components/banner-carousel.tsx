import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@khelo/contracts/catalog';
import { CASINO_TAB_INDEX, RUMMY_GAME_CODE } from '@khelo/contracts/constants';
import { MENU_LABEL_KEY } from '@khelo/contracts/locales';
import type { Language } from '@khelo/contracts/locales';
import { buttonClass } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { afterLoad } from '@/lib/after-load';
import { gameLink } from '@/lib/games';

// Until the game list brings the operator's banners: the same four demo banners (catalog-seed.ts), whose
// words claim only what the product does (issue 18: no "leading platform", no tables that do not exist).
export const DEMO_SLIDES = [
  { id: 'skill', image: '/images/banners/skill-games.svg', to: gameLink(RUMMY_GAME_CODE) },
  { id: 'leading', image: '/images/banners/leading-platform.svg', to: '/promotions' },
  { id: 'studio', image: '/images/banners/casino-studio.svg', to: `/?tab=${CASINO_TAB_INDEX}` },
  { id: 'fair', image: '/images/banners/fair-play.svg', to: '/provably-fair' },
] as const;

interface Slide {
  id: string;
  image: string;
  to: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
}

export interface BannerCarouselProps {
  /** The operator's banners from the game list; the built-in four (the same demo banners) until it arrives. */
  banners?: readonly Banner[];
}

/** Four slides, one at a time, looping, no autoplay (core-platform.md section 2). */
export function BannerCarousel({ banners = [] }: BannerCarouselProps) {
  const { t, i18n } = useTranslation();
  const slides = useMemo<Slide[]>(() => {
    if (banners.length > 0) {
      const key = MENU_LABEL_KEY[i18n.language as Language] ?? 'eng';
      return banners.map((banner) => ({
        id: banner.banner_code,
        image: banner.image,
        to: banner.link,
        eyebrow: banner.eyebrow[key] || banner.eyebrow.eng,
        title: banner.title[key] || banner.title.eng,
        text: banner.text[key] || banner.text.eng,
        cta: banner.cta[key] || banner.cta.eng,
      }));
    }
    return DEMO_SLIDES.map((slide) => ({
      ...slide,
      eyebrow: t(`home.slides.${slide.id}.eyebrow`),
      title: t(`home.slides.${slide.id}.title`),
      text: t(`home.slides.${slide.id}.text`),
      cta: t(`home.slides.${slide.id}.cta`),
    }));
  }, [banners, i18n.language, t]);
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const selectedRef = useRef(0);
  useEffect(() => {
    selectedRef.current = selected;
  }, [selected]);

  // Swiping and the seamless loop come from embla, loaded once the page has loaded (or at the first touch
  // of the banner, if sooner) so that it stays out of the entry chunk and off the first paint's path
  // (issue 19); until then the arrows and dots move the track themselves.
  useEffect(() => {
    const viewport = viewportRef.current;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    let started = false;
    const start = () => {
      if (started || cancelled) return;
      started = true;
      viewport?.removeEventListener('pointerdown', start);
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled || !viewportRef.current) return;
        api = EmblaCarousel(viewportRef.current, {
          loop: true,
          align: 'start',
          startIndex: selectedRef.current,
        });
        setEmbla(api);
      });
    };
    viewport?.addEventListener('pointerdown', start);
    afterLoad(start);
    return () => {
      cancelled = true;
      viewport?.removeEventListener('pointerdown', start);
      api?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const scrollTo = useCallback(
    (index: number) => {
      setSelected(index);
      embla?.scrollTo(index);
    },
    [embla],
  );
  const step = (delta: number) => scrollTo((selected + delta + slides.length) % slides.length);

  return (
    <section className="banner" aria-roledescription="carousel" aria-label={t('home.carouselLabel')}>
      <div className="banner__viewport" ref={viewportRef}>
        <div
          className="banner__track"
          style={embla ? undefined : { transform: `translate3d(${-100 * selected}%, 0, 0)` }}
        >
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className={`banner__slide banner__slide--${slide.id}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slideOf', { number: index + 1, total: slides.length })}
              aria-hidden={index !== selected}
              inert={index !== selected}
            >
              <img
                className="banner__art"
                src={slide.image}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
              />
              <div className="banner__content">
                <p className="banner__eyebrow">{slide.eyebrow}</p>
                <h2 className="banner__title">{slide.title}</h2>
                <p className="banner__text">{slide.text}</p>
                {slide.to.startsWith('/') ? (
                  <Link to={slide.to} className={buttonClass('primary', 'md', 'banner__cta')}>
                    {slide.cta}
                  </Link>
                ) : (
                  <a href={slide.to} className={buttonClass('primary', 'md', 'banner__cta')}>
                    {slide.cta}
                  </a>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="banner__controls">
        <button
          type="button"
          className="banner__arrow"
          onClick={() => step(-1)}
          aria-label={t('actions.previous')}
        >
          <ChevronLeftIcon />
        </button>
        <div className="banner__dots">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className="banner__dot"
              aria-label={t('actions.goToSlide', { number: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => scrollTo(index)}
            >
              <span />
            </button>
          ))}
        </div>
        <button
          type="button"
          className="banner__arrow"
          onClick={() => step(1)}
          aria-label={t('actions.next')}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  );
}
