import { AVATARS, type FetchProfileResponse, type Profile } from '@khelo/contracts/profile';

/** A fetch/userAvatar answer: a new player's profile (no birthday, city or state) unless overridden. */
export function profileAnswer(overrides: Partial<Profile> = {}): FetchProfileResponse {
  return {
    status: 1,
    message: 'Profile fetched successfully',
    data: {
      profile_arr: [
        {
          nickName: 'Aarav',
          playerId: 'P1001',
          oprId: 230201,
          avatar: null,
          avatar_id: null,
          picture: null,
          email: null,
          mobile_number: '9876543210',
          birthday: null,
          phone: null,
          city: null,
          state: null,
          vip_points: 1234,
          club_points: 56,
          ...overrides,
        },
      ],
      avatar_list: AVATARS,
    },
  };
}
