import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import {
  KYC_MESSAGES,
  isValidAadhar,
  verhoeffDigit,
  type FetchKycResponse,
  type StaffKycDetailResponse,
  type StaffKycListResponse,
} from '@khelo/contracts/kyc';
import type { AuditLogResponse } from '@khelo/contracts/staff';
import { kycDocuments } from '../../db/schema';
import { loginByMobile } from '../../../test/helpers/auth';
import { dataUrl, jpegWithExif, pngImage } from '../../../test/helpers/images';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// save/kycdetails and fetch/kycdetails for players; /staff/kyc for reviewers (docs/profile-kyc.md).

let database: TestDatabase;
let test: TestApp;
let front: string;
let back: string;
let serial = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database);
  front = dataUrl(await jpegWithExif(900, 560), 'image/jpeg');
  back = dataUrl(await pngImage(900, 560, '#888888'));
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

/** A fresh valid Aadhaar number (12 digits, first 2-9, Verhoeff check digit). */
function newAadhar(): string {
  const body = `5${String(100_000_000 + (serial += 1) * 7919).padStart(10, '0')}`.slice(0, 11);
  return `${body}${verhoeffDigit(body)}`;
}

function newPan(): string {
  const letter = (n: number) => String.fromCharCode(65 + (n % 26));
  serial += 1;
  return `ABC${letter(serial)}${letter(serial * 7)}${String(1000 + serial).slice(-4)}Z`;
}

function post(player: LoginSuccess, url: string, body: Record<string, unknown> = {}, token = player.token) {
  return test.app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { operator_id: player.operator_id, player_id: player.player_id, ...body },
  });
}

function submitAadhar(player: LoginSuccess, number: string, extra: Record<string, unknown> = {}) {
  return post(player, '/save/kycdetails', {
    doc_type: 'aadhar',
    player_name: 'Asha Verma',
    doc_number: number,
    front_img: front,
    back_img: back,
    ...extra,
  });
}

function rowsOf(player: LoginSuccess) {
  return database.database.db.select().from(kycDocuments).where(eq(kycDocuments.playerId, player.player_id));
}

async function documentsOf(player: LoginSuccess) {
  return (await post(player, '/fetch/kycdetails')).json<FetchKycResponse>().data;
}

function staffCall(token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return test.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

async function pendingIdOf(reviewer: string, player: LoginSuccess, docType = 'aadhar'): Promise<string> {
  const list = (await staffCall(reviewer, 'GET', '/staff/kyc?status=pending')).json<StaffKycListResponse>();
  const row = list.data.find((item) => item.player_id === player.player_id && item.doc_type === docType);
  if (!row) throw new Error('submission not in the pending queue');
  return row.id;
}

describe('document number rules (shared by the form and the server)', () => {
  it('Verhoeff: the check digit makes a valid Aadhaar; any single changed digit breaks it', () => {
    const number = newAadhar();
    expect(isValidAadhar(number)).toBe(true);
    for (let index = 0; index < 12; index += 1) {
      const digit = Number(number[index]);
      const changed = `${number.slice(0, index)}${(digit + 1) % 10}${number.slice(index + 1)}`;
      if (index === 0 && !/^[2-9]/.test(changed)) continue;
      expect(isValidAadhar(changed), changed).toBe(false);
    }
    // A well-known published example (UIDAI sample numbers follow the same check).
    expect(isValidAadhar('234123412346')).toBe(true);
  });
});

describe('save/kycdetails', () => {
  it('401, 403, and the section 8 messages for missing images and bad numbers', async () => {
    const player = await loginByMobile(test.app);
    const other = await loginByMobile(test.app);
    expect((await submitAadhar(player, newAadhar())).statusCode).toBe(200);
    const second = await loginByMobile(test.app);
    const noToken = await test.app.inject({
      method: 'POST',
      url: '/save/kycdetails',
      payload: {
        operator_id: second.operator_id,
        player_id: second.player_id,
        doc_type: 'pan',
        player_name: 'A B',
        doc_number: newPan(),
        front_img: front,
      },
    });
    expect(noToken.statusCode).toBe(401);
    const foreign = await submitAadhar(second, newAadhar(), { player_id: other.player_id });
    expect(foreign.statusCode).toBe(403);

    const cases: [Record<string, unknown>, string][] = [
      [{ back_img: '' }, KYC_MESSAGES.backMissing],
      [{ back_img: undefined }, KYC_MESSAGES.backMissing],
      [{ front_img: undefined }, KYC_MESSAGES.frontMissing],
      [
        { doc_number: '12345678901' },
        'doc_number: Invalid document details (an Aadhaar number has 12 digits)',
      ],
      [{ doc_number: '1234567890123' }, KYC_MESSAGES.invalidNumber('aadhar_length')],
      [{ doc_number: `${newAadhar().slice(0, 11)}x` }, KYC_MESSAGES.invalidNumber('aadhar_length')],
      [
        { doc_number: '123456789012' },
        'doc_number: Invalid document details (an Aadhaar number never starts with 0 or 1)',
      ],
      [{ doc_type: 'passport' }, 'doc_type: must be aadhar or pan'],
      [{ player_name: 'A' }, 'player_name: Invalid document details (the name needs at least 2 letters)'],
      [
        { player_name: '<script>' },
        'player_name: Invalid document details (the name may have only letters, spaces, dots, apostrophes and hyphens)',
      ],
    ];
    const valid = newAadhar();
    const wrongCheck = `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`;
    cases.push([
      { doc_number: wrongCheck },
      'doc_number: Invalid document details (the last digit does not match the check digit of the first 11, look for a typing mistake)',
    ]);
    for (const [change, message] of cases) {
      const response = await submitAadhar(second, valid, change);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ status: 0, message });
    }
    expect(await documentsOf(second)).toEqual([]);
  });

  it('saves an aadhar as pending, shows it masked, and refuses a second one ("already submitted")', async () => {
    const player = await loginByMobile(test.app);
    const number = newAadhar();
    const response = await submitAadhar(player, number);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      message: 'aadhar details updated',
      data: { doc_type: 'aadhar', status: 'pending' },
    });
    expect(await documentsOf(player)).toEqual([
      expect.objectContaining({
        doc_type: 'aadhar',
        player_name: 'Asha Verma',
        doc_number: `XXXXXXXX${number.slice(-4)}`,
        status: 'pending',
        reason: null,
      }),
    ]);
    const again = await submitAadhar(player, newAadhar());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 0, message: KYC_MESSAGES.alreadySubmitted });
  });

  it('pan: uppercased, front image only (a back image is not kept)', async () => {
    const player = await loginByMobile(test.app);
    const pan = newPan();
    const response = await post(player, '/save/kycdetails', {
      doc_type: 'pan',
      player_name: 'Ravi Kumar',
      doc_number: pan.toLowerCase(),
      front_img: front,
      back_img: back,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe('pan details updated');
    expect((await documentsOf(player))[0]).toMatchObject({ doc_number: `XXXXXX${pan.slice(-4)}` });
    const [row] = await rowsOf(player);
    expect(row?.backFile).toBeNull();
    const bad = await post(player, '/save/kycdetails', {
      doc_type: 'pan',
      player_name: 'Ravi Kumar',
      doc_number: 'ABCD12345E',
      front_img: front,
    });
    // pan already pending for this player, but the format is checked first.
    expect(bad.json()).toEqual({ status: 0, message: KYC_MESSAGES.invalidNumber('pan_format') });
  });

  it('pan: accepts an empty or missing back image, as the original client sends it', async () => {
    for (const back_img of ['', undefined]) {
      const player = await loginByMobile(test.app);
      const response = await post(player, '/save/kycdetails', {
        doc_type: 'pan',
        player_name: 'Ravi Kumar',
        doc_number: newPan(),
        front_img: front,
        back_img,
      });
      expect(response.statusCode, JSON.stringify(back_img)).toBe(200);
      expect(response.json()).toEqual({
        status: 1,
        message: 'pan details updated',
        data: { doc_type: 'pan', status: 'pending' },
      });
      expect((await rowsOf(player))[0]?.backFile).toBeNull();
    }
  });

  it('keeps numbers and images unreadable at rest: sealed, hashed, last four only', async () => {
    const player = await loginByMobile(test.app);
    const number = newAadhar();
    await submitAadhar(player, number);
    const rows = await rowsOf(player);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(number);
    expect(dump).not.toContain(number.slice(0, 8));
    expect(rows[0]).toMatchObject({ numberLast4: number.slice(-4) });
    const dir = path.join(test.config.dataDir, 'kyc');
    for (const name of readdirSync(dir)) {
      const bytes = readFileSync(path.join(dir, name));
      expect(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), name).toBe(false);
      expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    }
  });
});

describe('reviewers: /staff/kyc', () => {
  it('only kyc_reviewer and admin; 401 without a staff token', async () => {
    const cashier = await createStaff(test.app, 'cashier');
    const support = await createStaff(test.app, 'support');
    expect((await test.app.inject({ method: 'GET', url: '/staff/kyc' })).statusCode).toBe(401);
    expect((await staffCall(cashier.token, 'GET', '/staff/kyc')).statusCode).toBe(403);
    expect((await staffCall(support.token, 'GET', '/staff/kyc')).statusCode).toBe(403);
    const player = await loginByMobile(test.app);
    // A player's token is not a staff token.
    expect((await staffCall(player.token, 'GET', '/staff/kyc')).statusCode).toBe(401);
    const admin = await createStaff(test.app, 'admin');
    expect((await staffCall(admin.token, 'GET', '/staff/kyc?status=verified')).statusCode).toBe(200);
    expect((await staffCall(admin.token, 'GET', '/staff/kyc?status=maybe')).json()).toEqual({
      status: 0,
      message: 'status: must be pending, verified or rejected',
    });
  });

  it('lists pending, shows the decrypted number and images, verifies; the player sees "verified"; all audited', async () => {
    const reviewer = await createStaff(test.app, 'kyc_reviewer');
    const player = await loginByMobile(test.app);
    const number = newAadhar();
    await submitAadhar(player, number);
    const id = await pendingIdOf(reviewer.token, player);

    const detail = await staffCall(reviewer.token, 'GET', `/staff/kyc/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    const data = detail.json<StaffKycDetailResponse>().data;
    expect(data).toMatchObject({
      id,
      doc_number: number,
      doc_type: 'aadhar',
      player_name: 'Asha Verma',
      status: 'pending',
    });
    expect(data.front_img).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(data.back_img).toMatch(/^data:image\/jpeg;base64,/);
    expect(Buffer.from(data.front_img.split(',')[1]!, 'base64').includes(Buffer.from('SecretCam'))).toBe(
      false,
    );

    const approved = await staffCall(reviewer.token, 'POST', `/staff/kyc/${id}/approve`, {});
    expect(approved.json()).toEqual({
      status: 1,
      message: KYC_MESSAGES.reviewed('verified'),
      data: { id, status: 'verified', reason: null },
    });
    expect((await documentsOf(player))[0]).toMatchObject({ status: 'verified' });
    const twice = await staffCall(reviewer.token, 'POST', `/staff/kyc/${id}/reject`, {
      reason: 'changed my mind',
    });
    expect(twice.statusCode).toBe(409);

    const admin = await createStaff(test.app, 'admin');
    const audit = (
      await staffCall(admin.token, 'GET', `/staff/audit-log?subject_type=kyc_document&subject_id=${id}`)
    ).json<AuditLogResponse>();
    expect(audit.data.map((row) => [row.action, row.staff_id])).toEqual([
      ['kyc.approve', reviewer.id],
      ['kyc.view', reviewer.id],
    ]);
  });

  it('rejects with a reason the player sees; the player may then submit again', async () => {
    const reviewer = await createStaff(test.app, 'kyc_reviewer');
    const player = await loginByMobile(test.app);
    await submitAadhar(player, newAadhar());
    const id = await pendingIdOf(reviewer.token, player);
    const noReason = await staffCall(reviewer.token, 'POST', `/staff/kyc/${id}/reject`, {});
    expect(noReason.json()).toEqual({ status: 0, message: 'reason: is required' });
    const rejected = await staffCall(reviewer.token, 'POST', `/staff/kyc/${id}/reject`, {
      reason: 'Back image is blurred',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await documentsOf(player))[0]).toMatchObject({
      status: 'rejected',
      reason: 'Back image is blurred',
    });

    const filesBefore = readdirSync(path.join(test.config.dataDir, 'kyc')).length;
    const again = await submitAadhar(player, newAadhar());
    expect(again.statusCode).toBe(200);
    expect((await documentsOf(player))[0]).toMatchObject({ status: 'pending', reason: null });
    // The rejected submission's two files were replaced, not kept.
    expect(readdirSync(path.join(test.config.dataDir, 'kyc')).length).toBe(filesBefore);
  });

  it('a number verified on another account is refused, at submission and at approval', async () => {
    const reviewer = await createStaff(test.app, 'kyc_reviewer');
    const first = await loginByMobile(test.app);
    const second = await loginByMobile(test.app);
    const third = await loginByMobile(test.app);
    const number = newAadhar();
    await submitAadhar(first, number);
    await submitAadhar(second, number); // both pending: not yet known to be a duplicate
    await staffCall(
      reviewer.token,
      'POST',
      `/staff/kyc/${await pendingIdOf(reviewer.token, first)}/approve`,
      {},
    );

    const late = await submitAadhar(third, number);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ status: 0, message: KYC_MESSAGES.takenNumber });

    const racing = await staffCall(
      reviewer.token,
      'POST',
      `/staff/kyc/${await pendingIdOf(reviewer.token, second)}/approve`,
      {},
    );
    expect(racing.statusCode).toBe(409);
    expect(racing.json()).toEqual({ status: 0, message: KYC_MESSAGES.takenNumber });
    expect((await documentsOf(second))[0]).toMatchObject({ status: 'pending' });
  });

  it('another operator’s reviewer does not see the submission', async () => {
    const player = await loginByMobile(test.app);
    await submitAadhar(player, newAadhar());
    const reviewer = await createStaff(test.app, 'kyc_reviewer');
    const id = await pendingIdOf(reviewer.token, player);
    await database.database.db.execute(
      sql`insert into operators (id, code, name) values (999001, 'other', 'Other') on conflict do nothing`,
    );
    const stranger = await createStaff(test.app, 'kyc_reviewer', 999001);
    expect((await staffCall(stranger.token, 'GET', `/staff/kyc/${id}`)).statusCode).toBe(404);
    expect((await staffCall(stranger.token, 'POST', `/staff/kyc/${id}/approve`, {})).statusCode).toBe(404);
  });
});
