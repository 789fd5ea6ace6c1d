import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_AVATAR_ID, type AvatarChoice, type Profile } from '@khelo/contracts/profile';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';
import { prepareImage } from '@/lib/image-file';
import { imageProblemOf } from '@/lib/image-problem';
import type { PlayerQuery } from '../api/fetch-profile';
import { useUpdateAvatar } from '../api/update-avatar';
import { useUploadPicture } from '../api/upload-picture';

// The avatar picker: the twelve generated avatars, the player's own picture when there is one, and an
// upload tile. An upload becomes the shown avatar at once ("Image Uploaded"); choosing another avatar
// needs Save ("Avatar Updated"). Saving requires a selected avatar or an uploaded picture (section 5).

interface AvatarPickerProps {
  query: PlayerQuery;
  profile: Profile;
  choices: AvatarChoice[];
}

/** Profile pictures are shown small; 1024 px is plenty before the server makes it 512. */
const PICTURE_MAX_SIDE = 1024;

export function AvatarPicker({ query, profile, choices }: AvatarPickerProps) {
  const { t } = useTranslation('profile');
  const { t: common } = useTranslation();
  const [selected, setSelected] = useState<number | null>(profile.avatar_id);
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const update = useUpdateAvatar(query);
  const upload = useUploadPicture(query);
  const uploading = preparing || upload.isPending;

  const options: AvatarChoice[] = profile.picture
    ? [{ avatar_id: PICTURE_AVATAR_ID, avatar: profile.picture }, ...choices]
    : choices;

  const showUploadError = (failure: unknown) => {
    const problem = imageProblemOf(failure);
    const message = problem ? t(`errors.image.${problem}`) : errorMessage(failure, common);
    setError(message);
    toast.error(message);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setPreparing(true);
    let image: string;
    try {
      image = await prepareImage(file, PICTURE_MAX_SIDE);
    } catch (failure) {
      showUploadError(failure);
      return;
    } finally {
      setPreparing(false);
    }
    upload.mutate(
      { image, imageName: file.name.slice(0, 200) },
      {
        onSuccess: () => {
          setSelected(PICTURE_AVATAR_ID);
          toast.success(t('toasts.imageUploaded'));
        },
        onError: showUploadError,
      },
    );
  };

  const save = () => {
    if (selected === null) {
      setError(t('avatar.required'));
      return;
    }
    setError(null);
    update.mutate(
      { profile_type: 'avatar', avatar_id: selected },
      {
        onSuccess: () => toast.success(t('toasts.avatarUpdated')),
        onError: (failure) => toast.error(errorMessage(failure, common)),
      },
    );
  };

  return (
    <section className="profile-card" aria-labelledby="avatar-title">
      <h2 id="avatar-title" className="profile-card__title">
        {t('avatar.title')}
      </h2>
      <div className="avatar-grid" role="radiogroup" aria-labelledby="avatar-title">
        {options.map((choice) => (
          <button
            key={choice.avatar_id}
            type="button"
            role="radio"
            aria-checked={selected === choice.avatar_id}
            aria-label={
              choice.avatar_id === PICTURE_AVATAR_ID
                ? t('avatar.myPicture')
                : t('avatar.choose', { number: choice.avatar_id })
            }
            className="avatar-grid__item"
            onClick={() => setSelected(choice.avatar_id)}
          >
            <img src={choice.avatar} alt="" loading="lazy" width={64} height={64} />
          </button>
        ))}
        <button
          type="button"
          className="avatar-grid__item avatar-grid__upload"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          aria-describedby={hintId}
        >
          {uploading ? (
            <Spinner size="sm" label={t('avatar.uploading')} />
          ) : (
            <span aria-hidden="true">+</span>
          )}
          <span className="avatar-grid__upload-text">{t('avatar.upload')}</span>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="picture-input"
          onChange={(event) => void onFile(event)}
        />
      </div>
      <p id={hintId} className="profile-card__hint">
        {t('avatar.uploadHint')}
      </p>
      {error ? (
        <p className="profile-card__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        onClick={save}
        loading={update.isPending}
        disabled={selected === profile.avatar_id && selected !== null}
      >
        {t('avatar.save')}
      </Button>
    </section>
  );
}
