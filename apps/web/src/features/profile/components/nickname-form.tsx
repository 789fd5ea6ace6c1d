import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX } from '@khelo/contracts/constants';
import { nicknameSchema } from '@khelo/contracts/profile';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';
import type { PlayerQuery } from '../api/fetch-profile';
import { useUpdateAvatar } from '../api/update-avatar';

// Nickname: the same schema as the server (at most 17 characters, trimmed, no control characters).

function problemKey(message: string | undefined): string {
  if (message?.startsWith('must be at most')) return 'nickname.tooLong';
  if (message?.includes('control')) return 'nickname.control';
  return 'nickname.required';
}

export function NicknameForm({ query, current }: { query: PlayerQuery; current: string }) {
  const { t } = useTranslation('profile');
  const { t: common } = useTranslation();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAvatar(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = nicknameSchema.safeParse(value);
    if (!parsed.success) {
      setError(t(problemKey(parsed.error.issues[0]?.message), { max: NICKNAME_MAX }));
      return;
    }
    setError(null);
    update.mutate(
      { profile_type: 'nickName', nickName: parsed.data },
      {
        onSuccess: (answer) => {
          setValue(answer.data.nickName);
          toast.success(t('toasts.nicknameUpdated'));
        },
        onError: (failure) => toast.error(errorMessage(failure, common)),
      },
    );
  };

  return (
    <form className="profile-card" onSubmit={submit} noValidate>
      <h2 className="profile-card__title">{t('nickname.title')}</h2>
      <TextField
        label={t('nickname.label')}
        name="nickName"
        value={value}
        maxLength={NICKNAME_MAX}
        autoComplete="nickname"
        hint={t('nickname.hint', { max: NICKNAME_MAX })}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" loading={update.isPending} disabled={value.trim() === current}>
        {t('nickname.save')}
      </Button>
    </form>
  );
}
