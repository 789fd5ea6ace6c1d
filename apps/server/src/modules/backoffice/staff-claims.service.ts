import { CLAIM_MINUTES, CLAIMED_REASON, claimedMessage } from '@khelo/contracts/backoffice-claims';
import type { StaffIdentity } from '../staff/staff.service';
import type { ClaimRow, StaffClaimsRepository } from './staff-claims.repository';

// Two cashiers cannot act on one queue item at once: opening it takes a claim for CLAIM_MINUTES (renewed
// by opening it again); the other is refused with who holds it and until when. A decision (the cashier
// service) holds the claim while it settles: it takes the item (when free or already its own) and releases
// it afterwards, so a decision over someone else's live claim is refused. The ledger's settle-once rule still guards the money.

const CLAIM_MS = CLAIM_MINUTES * 60_000;

export class ClaimedError extends Error {
  readonly statusCode = 409;
  readonly reason = CLAIMED_REASON;
  readonly details: { by: string; until: string };
  constructor(holder: ClaimRow) {
    super(claimedMessage(holder.staffEmail, holder.expiresAt));
    this.details = { by: holder.staffEmail, until: holder.expiresAt.toISOString() };
  }
}

export function createStaffClaimsService(deps: { repository: StaffClaimsRepository; now: () => Date }) {
  const { repository, now } = deps;

  async function claim(staff: StaffIdentity, subjectType: string, subjectId: string): Promise<ClaimRow> {
    const at = now();
    const taken = await repository.take(
      {
        subjectType,
        subjectId,
        operatorId: staff.operatorId,
        staffId: staff.id,
        staffEmail: staff.email,
        expiresAt: new Date(at.getTime() + CLAIM_MS),
      },
      at,
    );
    if (taken) return taken;
    const holder = await repository.live(subjectType, subjectId, at);
    // Released or expired between the two statements: try once more.
    if (!holder) return claim(staff, subjectType, subjectId);
    throw new ClaimedError(holder);
  }

  return {
    claim,
    release: (staff: StaffIdentity, subjectType: string, subjectId: string) =>
      repository.release(subjectType, subjectId, staff.id),
  };
}

export type StaffClaimsService = ReturnType<typeof createStaffClaimsService>;
