import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { ContactCarousel } from './contact-carousel';
import { ContactForm } from './contact-form';
import './contact-page.css';

// /contact-us: the form next to the auto-playing carousel (pages-and-rules.md section 2).
export function ContactPage() {
  const { t } = useTranslation('pages');
  const { t: common } = useTranslation();
  return (
    <PageFrame title={common('pages.contact')}>
      <div className="contact">
        <div className="contact__main">
          <h2 className="contact__heading">{t('contact.heading')}</h2>
          <p className="contact__intro">{t('contact.intro')}</p>
          <ContactForm />
          <p className="contact__hours">{t('contact.hours')}</p>
        </div>
        <ContactCarousel />
      </div>
    </PageFrame>
  );
}
