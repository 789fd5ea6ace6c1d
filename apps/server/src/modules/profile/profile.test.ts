import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import {
  AVATARS,
  PROFILE_MESSAGES,
  todayInIndia,
  type FetchProfileResponse,
  type UpdateAvatarResponse,
  type UploadPictureResponse,
} from '@khelo/contracts/profile';
import { loginByMobile } from '../../../test/helpers/auth';
import { dataUrl, jpegWithExif, pngImage, webpImage } from '../../../test/helpers/images';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// fetch/userAvatar, update/userAvatar, update/profilePicture, update/personalDetails and the picture URLs.

let database: TestDatabase;
let test: TestApp;
let sequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database);
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

function post(player: LoginSuccess, url: string, body: Record<string, unknown> = {}, token = player.token) {
  return test.app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { operator_id: player.operator_id, player_id: player.player_id, ...body },
  });
}

async function profileOf(player: LoginSuccess) {
  const response = await post(player, '/fetch/userAvatar');
  expect(response.statusCode).toBe(200);
  return response.json<FetchProfileResponse>().data.profile_arr[0]!;
}

function yearsAgo(years: number, days = 0): string {
  const [y, m, d] = todayInIndia().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

describe('access', () => {
  it('401 without a token, 403 for another player, 400 naming the field', async () => {
    const player = await loginByMobile(test.app);
    const other = await loginByMobile(test.app);
    const image = dataUrl(await pngImage());
    const valid: Record<string, Record<string, unknown>> = {
      '/fetch/userAvatar': {},
      '/update/userAvatar': { profile_type: 'avatar', avatar_id: 1 },
      '/update/profilePicture': { image },
      '/update/personalDetails': {
        birthday: '1990-01-01',
        phone: '9876543210',
        city: 'Pune',
        state: 'Maharashtra',
      },
    };
    for (const [url, body] of Object.entries(valid)) {
      expect((await post(player, url, body, '')).statusCode, url).toBe(401);
      const foreign = await post(player, url, { ...body, player_id: other.player_id });
      expect(foreign.statusCode, url).toBe(403);
    }
    const missing = await post(player, '/update/profilePicture', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ status: 0, message: 'image: is empty' });
    // Nothing changed for the refused calls.
    expect(await profileOf(player)).toMatchObject({ avatar: null, picture: null, birthday: null });
  });
});

describe('OpenAPI', () => {
  it('documents the profile, picture and KYC calls', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/fetch/userAvatar',
      '/update/userAvatar',
      '/update/profilePicture',
      '/update/personalDetails',
      '/media/pictures/{name}',
      '/save/kycdetails',
      '/fetch/kycdetails',
      '/staff/kyc',
      '/staff/kyc/{id}/approve',
    ])
      expect(paths).toContain(path);
  });
});

describe('fetch/userAvatar', () => {
  it('answers profile_arr[0] with the login name and the twelve generated avatars', async () => {
    const player = await loginByMobile(test.app);
    const response = await post(player, '/fetch/userAvatar');
    const body = response.json<FetchProfileResponse>();
    expect(body.status).toBe(1);
    expect(body.data.avatar_list).toEqual(AVATARS);
    expect(body.data.avatar_list).toHaveLength(12);
    expect(body.data.profile_arr[0]).toMatchObject({
      nickName: player.display_name,
      playerId: player.player_id,
      oprId: player.operator_id,
      avatar: null,
      picture: null,
      birthday: null,
      state: null,
      vip_points: 0,
      club_points: 0,
    });
  });
});

describe('update/userAvatar', () => {
  it('changes the nickname: trimmed, at most 17 characters, no control characters', async () => {
    const player = await loginByMobile(test.app);
    const ok = await post(player, '/update/userAvatar', {
      profile_type: 'nickName',
      nickName: '  Lucky Raja  ',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<UpdateAvatarResponse>()).toMatchObject({
      message: PROFILE_MESSAGES.nicknameUpdated,
      data: { nickName: 'Lucky Raja' },
    });
    expect((await profileOf(player)).nickName).toBe('Lucky Raja');
    // 17 Devanagari code points are fine; 18 are not.
    const seventeen = 'क'.repeat(17);
    expect(
      (await post(player, '/update/userAvatar', { profile_type: 'nickName', nickName: seventeen }))
        .statusCode,
    ).toBe(200);
    const cases: [unknown, string][] = [
      ['x'.repeat(18), 'nickName: must be at most 17 characters'],
      ['   ', 'nickName: is required'],
      ['bad\u0007name', 'nickName: must not contain control characters'],
      ['evil\u202Egnp.exe', 'nickName: must not contain control characters'],
    ];
    for (const [nickName, message] of cases) {
      const response = await post(player, '/update/userAvatar', { profile_type: 'nickName', nickName });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 0, message });
    }
    expect((await profileOf(player)).nickName).toBe(seventeen);
  });

  it('chooses a generated avatar; the picture choice needs an uploaded picture', async () => {
    const player = await loginByMobile(test.app);
    const chosen = await post(player, '/update/userAvatar', { profile_type: 'avatar', avatar_id: 5 });
    expect(chosen.json<UpdateAvatarResponse>()).toMatchObject({
      message: PROFILE_MESSAGES.avatarUpdated,
      data: { avatar: AVATARS[4]!.avatar, avatar_id: 5 },
    });
    expect((await profileOf(player)).avatar).toBe('/images/avatars/avatar-05.svg');
    const out = await post(player, '/update/userAvatar', { profile_type: 'avatar', avatar_id: 13 });
    expect(out.json()).toEqual({ status: 0, message: 'avatar_id: must be 0-12' });
    const noPicture = await post(player, '/update/userAvatar', { profile_type: 'avatar', avatar_id: 0 });
    expect(noPicture.statusCode).toBe(400);
    expect(noPicture.json()).toEqual({ status: 0, message: PROFILE_MESSAGES.noPicture });
    const badType = await post(player, '/update/userAvatar', { profile_type: 'banner', avatar_id: 1 });
    expect(badType.statusCode).toBe(400);
    expect(badType.json<{ message: string }>().message).toMatch(/^profile_type: /);
  });
});

describe('update/profilePicture', () => {
  const picturesDir = () => path.join(test.config.dataDir, 'media', 'pictures');

  it('re-encodes to a 512 px WebP without metadata, shows it and serves it by its URL only', async () => {
    const player = await loginByMobile(test.app);
    const original = await jpegWithExif(1200, 800);
    expect(original.includes(Buffer.from('SecretCam'))).toBe(true);
    const response = await post(player, '/update/profilePicture', {
      image: dataUrl(original, 'image/jpeg'),
      imageName: 'me.jpg',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<UploadPictureResponse>();
    expect(body.message).toBe(PROFILE_MESSAGES.imageUploaded);
    expect(body.data.avatar).toMatch(/^\/media\/pictures\/[A-Za-z0-9_-]{43}\.webp$/);

    const served = await test.app.inject({ method: 'GET', url: body.data.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const bytes = served.rawPayload;
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();

    const profile = await profileOf(player);
    expect(profile).toMatchObject({ avatar: body.data.avatar, picture: body.data.avatar, avatar_id: 0 });
    // Stored outside the web root, under the random name only.
    expect(readdirSync(picturesDir())).toContain(path.basename(body.data.avatar));

    const guessed = await test.app.inject({ method: 'GET', url: '/media/pictures/../../secrets.json' });
    expect(guessed.statusCode).toBe(404);
    const unknown = await test.app.inject({ method: 'GET', url: `/media/pictures/${'A'.repeat(43)}.webp` });
    expect(unknown.statusCode).toBe(404);
  });

  it('a new picture replaces the old file; PNG and WebP are accepted; an avatar can be chosen back', async () => {
    const player = await loginByMobile(test.app);
    const first = (
      await post(player, '/update/profilePicture', { image: dataUrl(await pngImage(300, 200)) })
    ).json<UploadPictureResponse>();
    const second = await post(player, '/update/profilePicture', {
      image: (await webpImage(100, 100)).toString('base64'),
    });
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json<UploadPictureResponse>().data.avatar;
    expect(existsSync(path.join(picturesDir(), path.basename(first.data.avatar)))).toBe(false);
    expect((await test.app.inject({ method: 'GET', url: first.data.avatar })).statusCode).toBe(404);

    await post(player, '/update/userAvatar', { profile_type: 'avatar', avatar_id: 2 });
    expect(await profileOf(player)).toMatchObject({ avatar: AVATARS[1]!.avatar, picture: secondUrl });
    await post(player, '/update/userAvatar', { profile_type: 'avatar', avatar_id: 0 });
    expect((await profileOf(player)).avatar).toBe(secondUrl);
  });
});

describe('update/personalDetails', () => {
  const details = { birthday: '1990-04-15', phone: '9876543210', city: ' New  Delhi ', state: 'Delhi' };

  it('saves birthday, phone, city and state and shows them in the profile', async () => {
    const player = await loginByMobile(test.app);
    const response = await post(player, '/update/personalDetails', details);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      message: PROFILE_MESSAGES.personalUpdated,
      data: { birthday: '1990-04-15', phone: '9876543210', city: 'New Delhi', state: 'Delhi' },
    });
    expect(await profileOf(player)).toMatchObject({
      birthday: '1990-04-15',
      phone: '9876543210',
      city: 'New Delhi',
      state: 'Delhi',
    });
  });

  it('refuses anyone under 18 (by one day), impossible dates, bad phones and unknown states', async () => {
    const player = await loginByMobile(test.app);
    expect(
      (await post(player, '/update/personalDetails', { ...details, birthday: yearsAgo(18) })).statusCode,
    ).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ birthday: yearsAgo(18, 1) }, 'birthday: you must be at least 18 years old'],
      [{ birthday: '2001-02-30' }, 'birthday: must be a date YYYY-MM-DD'],
      [{ birthday: '15/04/1990' }, 'birthday: must be a date YYYY-MM-DD'],
      [{ birthday: '1850-01-01' }, 'birthday: must be a real birthday'],
      [{ phone: '12345' }, 'phone: must be 10 digits starting with 6-9'],
      [{ phone: '5876543210' }, 'phone: must be 10 digits starting with 6-9'],
      [{ city: '<b>x</b>' }, 'city: must be letters, spaces, dots or hyphens'],
      [{ state: 'Atlantis' }, 'state: must be a state or union territory of India'],
    ];
    for (const [change, message] of cases) {
      const response = await post(player, '/update/personalDetails', { ...details, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ status: 0, message });
    }
    expect((await profileOf(player)).birthday).toBe(yearsAgo(18));
  });

  it('needs only birthday and state: a blank or missing phone and city are saved as not given', async () => {
    const player = await loginByMobile(test.app);
    expect((await post(player, '/update/personalDetails', details)).statusCode).toBe(200);
    const response = await post(player, '/update/personalDetails', {
      birthday: '1990-04-15',
      phone: '  ',
      state: 'Delhi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { phone: null, city: null, state: 'Delhi' } });
    // The saved phone and city are cleared, not kept from before.
    expect(await profileOf(player)).toMatchObject({ birthday: '1990-04-15', phone: null, city: null });
    for (const [change, message] of [
      [{ birthday: '' }, 'birthday: must be a date YYYY-MM-DD'],
      [{ birthday: undefined }, 'birthday: is required'],
      [{ state: '' }, 'state: must be a state or union territory of India'],
      [{ city: 42 }, 'city: must be text'],
    ] as const) {
      const response = await post(player, '/update/personalDetails', { ...details, ...change });
      expect(response.json(), message).toEqual({ status: 0, message });
    }
  });
});

describe('points', () => {
  it('VIP points from amounts wagered (less rollbacks), club points from deposits, Rs 100 each', async () => {
    const player = await loginByMobile(test.app);
    const move = async (
      type: 'deposit' | 'game_debit' | 'rollback',
      rupees: number,
      direction: 'in' | 'out',
      counterparty: 'gateway_clearing' | 'house',
    ) => {
      const result = await test.app.ledger.transfer({
        operatorId: player.operator_id,
        playerId: player.player_id,
        type,
        source: 'test',
        externalRef: `points-${(sequence += 1)}`,
        amount: BigInt(rupees * 100),
        direction,
        counterparty,
        playerAccount: 'player_cash',
        remarks: type,
      });
      if (!result.ok) throw new Error(result.reason);
    };
    await move('deposit', 1250, 'in', 'gateway_clearing');
    await move('game_debit', 500, 'out', 'house');
    await move('game_debit', 260, 'out', 'house');
    await move('rollback', 60, 'in', 'house');
    expect(await profileOf(player)).toMatchObject({ vip_points: 7, club_points: 12 });
  });
});
