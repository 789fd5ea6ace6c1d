import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useTranslation } from 'react-i18next';
import { CONTACT_CAROUSEL } from '@khelo/contracts/constants';

// The carousel beside the Contact Us form: autoplays every 2000 ms and loops (pages-and-rules.md section 9).
// A pause button keeps it usable for readers who need more time (WCAG 2.2.2).

export const CONTACT_SLIDES = [
  { id: 'support', image: '/images/banners/leading-platform.svg' },
  { id: 'withdrawals', image: '/images/banners/casino-studio.svg' },
  { id: 'fair', image: '/images/banners/fair-play.svg' },
  { id: 'games', image: '/images/banners/skill-games.svg' },
] as const;

export const contactCarouselOptions = { loop: CONTACT_CAROUSEL.loop, align: 'start' } as const;
export const contactAutoplayOptions = {
  delay: CONTACT_CAROUSEL.delayMs,
  stopOnInteraction: false,
  stopOnMouseEnter: false,
} as const;

export function ContactCarousel() {
  const { t } = useTranslation('pages');
  const [viewportRef, embla] = useEmblaCarousel(contactCarouselOptions, [Autoplay(contactAutoplayOptions)]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const toggle = () => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.play();
    setPlaying(!playing);
  };

  return (
    <section
      className="contact-carousel"
      aria-roledescription="carousel"
      aria-label={t('contact.carousel.label')}
      data-selected={selected}
    >
      <div className="contact-carousel__viewport" ref={viewportRef}>
        <div className="contact-carousel__track" aria-live={playing ? 'off' : 'polite'}>
          {CONTACT_SLIDES.map((slide, index) => (
            <div
              key={slide.id}
              className="contact-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${CONTACT_SLIDES.length}`}
              aria-hidden={index !== selected}
            >
              <img src={slide.image} alt="" className="contact-carousel__art" loading="lazy" />
              <div className="contact-carousel__caption">
                <h3>{t(`contact.carousel.slides.${slide.id}.title`)}</h3>
                <p>{t(`contact.carousel.slides.${slide.id}.text`)}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
      <button type="button" className="contact-carousel__toggle" onClick={toggle} aria-pressed={!playing}>
        {playing ? t('contact.carousel.pause') : t('contact.carousel.play')}
      </button>
    </section>
  );
}
