import { CLUB_POINT_PAISE, PICTURE_AVATAR_ID, VIP_POINT_PAISE } from '@khelo/contracts/profile';
import { decodeImage } from '../uploads/image-decoder';
import { randomFileName, type MediaStore } from '../uploads/media-store';
import type { PersonalDetailsRow, ProfileRepository, ProfileRow } from './profile.repository';

// Profile rules: nickname, avatar choice, the uploaded picture (decoded, re-encoded, stored under a random
// name; the old file goes once the new one is in place) and personal details.

/** Profile pictures are shown at most 96 px wide; 512 px covers high-density screens with room to spare. */
const PICTURE_TARGET = { format: 'webp', maxSide: 512, square: true, quality: 82 } as const;

export interface ProfileView extends ProfileRow {
  vipPoints: number;
  clubPoints: number;
}

export interface ProfileServiceOptions {
  repository: ProfileRepository;
  pictures: MediaStore;
  now: () => Date;
  onCleanupError: (error: unknown) => void;
}

export function createProfileService(options: ProfileServiceOptions) {
  const { repository, pictures, now } = options;

  return {
    async view(playerId: string): Promise<ProfileView | null> {
      const [row, totals] = await Promise.all([repository.find(playerId), repository.pointTotals(playerId)]);
      if (!row) return null;
      return {
        ...row,
        vipPoints: Number(totals.wagered / VIP_POINT_PAISE),
        clubPoints: Number(totals.deposited / CLUB_POINT_PAISE),
      };
    },

    setNickname(playerId: string, nickname: string): Promise<void> {
      return repository.setNickname(playerId, nickname);
    },

    /** false when the player chose their picture (avatar_id 0) without having uploaded one. */
    async setAvatar(playerId: string, avatarId: number): Promise<boolean> {
      if (avatarId === PICTURE_AVATAR_ID) {
        const row = await repository.find(playerId);
        if (!row?.pictureName) return false;
      }
      await repository.setAvatar(playerId, avatarId, now());
      return true;
    },

    /** Throws ImageRejected for anything but a clean JPEG, PNG or WebP; answers the new file name. */
    async uploadPicture(playerId: string, image: string): Promise<string> {
      const decoded = await decodeImage(image, PICTURE_TARGET);
      const name = randomFileName('webp');
      await pictures.write(name, decoded.bytes);
      let previous: string | null;
      try {
        previous = await repository.setPicture(playerId, name, now());
      } catch (error) {
        await pictures.remove(name).catch(options.onCleanupError);
        throw error;
      }
      if (previous && previous !== name) await pictures.remove(previous).catch(options.onCleanupError);
      return name;
    },

    setPersonalDetails(playerId: string, details: PersonalDetailsRow): Promise<void> {
      return repository.setPersonalDetails(playerId, details, now());
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
