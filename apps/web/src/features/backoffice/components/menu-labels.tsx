import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useStaffMenu, useUpdateMenuLabel } from '../api/staff-menu';

// The server menu's labels in English and Hindi; admins edit them (the lobby menu shows them at once).

export function MenuLabels({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const menu = useStaffMenu();
  const update = useUpdateMenuLabel();
  const [editing, setEditing] = useState<{ code: string; eng: string; hindi: string } | null>(null);

  return (
    <section className="bo-section" aria-labelledby="bo-menu-title">
      <h2 id="bo-menu-title">{t('catalog.menu')}</h2>
      {update.isError ? (
        <p className="bo-error" role="alert">
          {errorMessage(update.error, common)}
        </p>
      ) : null}
      <ul className="bo-list">
        {(menu.data?.data ?? []).map((item) =>
          editing?.code === item.code ? (
            <li key={item.code} className="bo-card">
              <form
                className="bo-inline-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  update.mutate(
                    { code: item.code, label: { eng: editing.eng, hindi: editing.hindi } },
                    { onSuccess: () => setEditing(null) },
                  );
                }}
              >
                <label>
                  English
                  <input
                    value={editing.eng}
                    onChange={(e) => setEditing({ ...editing, eng: e.target.value })}
                  />
                </label>
                <label>
                  हिन्दी
                  <input
                    lang="hi"
                    value={editing.hindi}
                    onChange={(e) => setEditing({ ...editing, hindi: e.target.value })}
                  />
                </label>
                <Button type="submit" size="sm" loading={update.isPending}>
                  {t('save')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setEditing(null)}>
                  {t('decision.cancel')}
                </Button>
              </form>
            </li>
          ) : (
            <li key={item.code} className="bo-card bo-card__head">
              <code className="bo-muted">{item.code}</code>
              <span>{item.eng}</span>
              <span lang="hi">{item.hindi}</span>
              {canEdit ? (
                <button type="button" className="bo-link" onClick={() => setEditing(item)}>
                  {t('edit')}
                </button>
              ) : null}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
