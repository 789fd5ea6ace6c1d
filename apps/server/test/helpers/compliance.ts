import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { Database } from '../../src/db/client';
import { kycDocuments, playerProfiles } from '../../src/db/schema';
import type { App } from '../../src/app';

// Making a test player meet the cash-play rules (docs/compliance.md): birthday and state through the
// profile call, a verified KYC document written directly (the KYC review has its own tests).

export async function setPersonalDetails(
  app: App,
  player: LoginSuccess,
  details: { birthday?: string; state?: string } = {},
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/update/personalDetails',
    headers: { authorization: `Bearer ${player.token}` },
    payload: {
      operator_id: player.operator_id,
      player_id: player.player_id,
      birthday: details.birthday ?? '1990-04-15',
      phone: '9876543210',
      city: 'Pune',
      state: details.state ?? 'Maharashtra',
    },
  });
  if (response.statusCode !== 200) throw new Error(`update/personalDetails: ${response.body}`);
}

/** Overwrites profile fields the profile call would refuse (an under-age birthday, no state). */
export async function forceProfile(
  database: Database,
  playerId: string,
  values: { birthday?: string | null; state?: string | null },
): Promise<void> {
  await database.db
    .update(playerProfiles)
    .set(values as Partial<typeof playerProfiles.$inferInsert>)
    .where(eq(playerProfiles.playerId, playerId));
}

export async function verifiedKyc(
  database: Database,
  player: LoginSuccess,
  name: string,
  docType: 'pan' | 'aadhar' = 'pan',
): Promise<void> {
  await database.db.insert(kycDocuments).values({
    operatorId: player.operator_id,
    playerId: player.player_id,
    docType,
    playerName: name,
    numberSealed: 'sealed',
    numberHash: randomUUID(),
    numberLast4: '1234',
    frontFile: 'front',
    status: 'verified',
    reviewedAt: new Date(),
  });
}

/** Cash for a test player, as a staff adjustment would post it. */
export async function fundPlayer(app: App, player: LoginSuccess, paise: bigint): Promise<void> {
  const result = await app.ledger.transfer({
    operatorId: player.operator_id,
    playerId: player.player_id,
    type: 'adjustment',
    source: 'test',
    externalRef: randomUUID(),
    amount: paise,
    direction: 'in',
    counterparty: 'adjustments',
    remarks: 'test funds',
  });
  if (!result.ok) throw new Error(`funding failed: ${result.reason}`);
}
