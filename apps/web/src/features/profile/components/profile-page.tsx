import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session/session-context';
import { Button } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { ReferralCard } from '@/components/bonus/referral-card';
import { errorMessage } from '@/lib/error-message';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-to';
import { useProfile } from '../api/fetch-profile';
import { AvatarPicker } from './avatar-picker';
import { NicknameForm } from './nickname-form';
import { PersonalDetailsForm } from './personal-details-form';
import { PointBoxes } from './point-boxes';
import './profile-page.css';

// /info, My Profile (core-platform.md section 2): points, nickname, e-mail, avatar picker and the personal
// information form. Player-only (RequirePlayer), so the otp state never reaches it.

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { t: common } = useTranslation();
  const session = useSession();
  const query = { playerId: session.playerId ?? '', oprId: session.oprId ?? '', token: session.token };
  const profile = useProfile(query, Boolean(session.playerId && session.oprId));
  // Sent here by a refused cash game (?return=/?game_code=…): saving the details goes back to that game,
  // whose launch checks the cash rules again.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const returnNote = useRef<HTMLParagraphElement | null>(null);
  const loaded = profile.isSuccess;
  // On a phone the details form is below the nickname and avatar: bring it into view.
  useEffect(() => {
    if (loaded && returnTo) returnNote.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [loaded, returnTo]);

  let content;
  if (profile.isPending) {
    content = (
      <div className="profile-state">
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  } else if (profile.isError) {
    content = (
      <div className="profile-state profile-state--error" role="alert">
        <WarningIcon className="profile-state__icon" />
        <p>{t('loadError')}</p>
        <p className="profile-state__detail">{errorMessage(profile.error, common)}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void profile.refetch()}
          loading={profile.isFetching}
        >
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    const me = profile.data.data.profile_arr[0];
    content = me ? (
      <div className="profile">
        <section className="profile__summary" aria-label={common('pages.info')}>
          <span className="profile__avatar" aria-hidden="true">
            {me.avatar ? <img src={me.avatar} alt="" /> : (me.nickName.charAt(0) || '?').toUpperCase()}
          </span>
          <div className="profile__who">
            <p className="profile__name" data-testid="profile-name">
              {me.nickName}
            </p>
            <dl className="profile__contact">
              <div>
                <dt>{t('account.email')}</dt>
                <dd>{me.email ?? t('account.notAdded')}</dd>
              </div>
              <div>
                <dt>{t('account.mobile')}</dt>
                <dd>{me.mobile_number ? `+91 ${me.mobile_number}` : t('account.notAdded')}</dd>
              </div>
            </dl>
          </div>
        </section>
        <PointBoxes vip={me.vip_points} club={me.club_points} />
        <ReferralCard />
        <div className="profile__grid">
          <div className="profile__column">
            <NicknameForm query={query} current={me.nickName} />
            <AvatarPicker query={query} profile={me} choices={profile.data.data.avatar_list} />
          </div>
          <div className="profile__column">
            {returnTo ? (
              <p ref={returnNote} className="profile__return" role="note" data-testid="profile-return">
                {t('personal.returnNote')}
              </p>
            ) : null}
            <PersonalDetailsForm
              query={query}
              profile={me}
              onSaved={returnTo ? () => void navigate(returnTo) : undefined}
            />
          </div>
        </div>
        <Link to="/responsible-gaming" className="profile__responsible" data-testid="responsible-gaming-link">
          {t('responsibleGaming')}
        </Link>
      </div>
    ) : null;
  }

  return <PageFrame title={common('pages.info')}>{content}</PageFrame>;
}
