import { useEffect } from 'react';
import { useSession } from '@/app/session/session-context';
import { useProfile } from '../api/fetch-profile';

// Section 4: when login becomes true with playerId and oprId stored, the profile is fetched and saved, so
// the header shows the player's avatar and nickname from any page. A failure is only logged (section 8).

export function ProfileSync() {
  const session = useSession();
  const enabled = session.login === true && Boolean(session.playerId && session.oprId);
  const profile = useProfile(
    { playerId: session.playerId ?? '', oprId: session.oprId ?? '', token: session.token },
    enabled,
  );
  const me = profile.data?.data.profile_arr[0];
  const { setProfile } = session;

  useEffect(() => {
    if (me) setProfile({ nickName: me.nickName, avatar: me.avatar });
  }, [me, setProfile]);

  useEffect(() => {
    if (profile.error) console.warn('profile load failed', profile.error);
  }, [profile.error]);

  return null;
}
