import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffBanner } from '@khelo/contracts/backoffice-catalog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useStaffBanners, useUpdateBanner } from '../api/staff-banners';

// The home banners: title and text in English and Hindi, and whether each shows. Admins edit.

function BannerForm({ banner, canEdit }: { banner: StaffBanner; canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const update = useUpdateBanner();
  const [draft, setDraft] = useState({ title: banner.title, text: banner.text, active: banner.active });
  const field = (part: 'title' | 'text', lang: 'eng' | 'hindi') => (
    <label>
      {t(`catalog.banner.${part}`)} ({lang === 'eng' ? 'English' : 'हिन्दी'})
      <input
        lang={lang === 'hindi' ? 'hi' : 'en'}
        disabled={!canEdit}
        value={draft[part][lang]}
        onChange={(event) => setDraft({ ...draft, [part]: { ...draft[part], [lang]: event.target.value } })}
      />
    </label>
  );
  return (
    <li className="bo-card">
      <form
        className="bo-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ code: banner.code, change: draft });
        }}
      >
        <code className="bo-muted">{banner.code}</code>
        {field('title', 'eng')}
        {field('title', 'hindi')}
        {field('text', 'eng')}
        {field('text', 'hindi')}
        <label>
          {t('catalog.banner.active')}
          <input
            type="checkbox"
            disabled={!canEdit}
            checked={draft.active}
            onChange={(event) => setDraft({ ...draft, active: event.target.checked })}
          />
        </label>
        {canEdit ? (
          <Button type="submit" size="sm" loading={update.isPending}>
            {t('save')}
          </Button>
        ) : null}
        {update.isSuccess ? <span role="status">{t('catalog.banner.saved')}</span> : null}
        {update.isError ? (
          <span className="bo-error" role="alert">
            {errorMessage(update.error, common)}
          </span>
        ) : null}
      </form>
    </li>
  );
}

export function BannerEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  const banners = useStaffBanners();
  return (
    <section className="bo-section" aria-labelledby="bo-banners-title">
      <h2 id="bo-banners-title">{t('catalog.banners')}</h2>
      <ul className="bo-list">
        {(banners.data?.data ?? []).map((banner) => (
          <BannerForm key={banner.code} banner={banner} canEdit={canEdit} />
        ))}
      </ul>
    </section>
  );
}
