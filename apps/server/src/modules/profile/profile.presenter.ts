import { AVATARS, PICTURE_AVATAR_ID, type Profile } from '@khelo/contracts/profile';
import type { ProfileView } from './profile.service';

// A profile row as the first item of fetch/userAvatar's profile_arr (core-platform.md section 3).

export const PICTURES_PATH = '/media/pictures';

export function pictureUrl(name: string | null): string | null {
  return name ? `${PICTURES_PATH}/${name}` : null;
}

/** The URL the header shows for an avatar choice; null means initials. */
export function avatarUrl(avatarId: number | null, pictureName: string | null): string | null {
  if (avatarId === null) return null;
  if (avatarId === PICTURE_AVATAR_ID) return pictureUrl(pictureName);
  return AVATARS.find((choice) => choice.avatar_id === avatarId)?.avatar ?? null;
}

export function presentProfile(view: ProfileView): Profile {
  return {
    nickName: view.displayName,
    playerId: view.playerId,
    oprId: view.operatorId,
    avatar: avatarUrl(view.avatarId, view.pictureName),
    avatar_id: view.avatarId,
    picture: pictureUrl(view.pictureName),
    email: view.email,
    mobile_number: view.mobileNumber,
    birthday: view.birthday,
    phone: view.phone,
    city: view.city,
    state: view.state,
    vip_points: view.vipPoints,
    club_points: view.clubPoints,
  };
}
