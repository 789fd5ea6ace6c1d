import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@khelo/contracts/locales';
import { Drawer } from '@/components/ui/drawer';
import { CheckIcon } from '@/components/ui/icons';
import './language-panel.css';

export interface LanguagePanelProps {
  open: boolean;
  onClose: () => void;
}

/** English and Hindi; the choice is persisted by the i18n setup (lib/i18n.ts). */
export function LanguagePanel({ open, onClose }: LanguagePanelProps) {
  const { t, i18n } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={t('language.title')} side="right">
      <p className="language-panel__hint" id="language-hint">
        {t('language.choose')}
      </p>
      <div className="language-panel__options" role="radiogroup" aria-labelledby="language-hint">
        {LANGUAGES.map((language) => {
          const selected = i18n.language === language;
          return (
            <button
              key={language}
              type="button"
              role="radio"
              aria-checked={selected}
              className="language-panel__option"
              lang={language === 'hd' ? 'hi' : 'en'}
              onClick={() => {
                void i18n.changeLanguage(language);
                onClose();
              }}
            >
              <span className="language-panel__glyph" aria-hidden="true">
                {language === 'hd' ? 'अ' : 'A'}
              </span>
              <span className="language-panel__name">{t(`language.${language}`)}</span>
              {selected ? <CheckIcon className="language-panel__check" /> : null}
            </button>
          );
        })}
      </div>
    </Drawer>
  );
}
