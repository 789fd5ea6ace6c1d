import type { KycDocument, StaffKycDetail, StaffKycSummary } from '@khelo/contracts/kyc';
import type { KycDocumentRow } from './kyc.repository';
import type { ReviewedImages } from './kyc.service';

// KYC rows for players (number masked) and for reviewers (summary; detail with the decrypted parts).

export function maskedNumber(row: Pick<KycDocumentRow, 'docType' | 'numberLast4'>): string {
  const hidden = row.docType === 'aadhar' ? 8 : 6;
  return `${'X'.repeat(hidden)}${row.numberLast4}`;
}

export function presentPlayerDocument(row: KycDocumentRow): KycDocument {
  return {
    doc_type: row.docType,
    player_name: row.playerName,
    doc_number: maskedNumber(row),
    status: row.status,
    reason: row.reason,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export function presentSummary(row: KycDocumentRow): StaffKycSummary {
  return {
    id: row.id,
    player_id: row.playerId,
    doc_type: row.docType,
    player_name: row.playerName,
    doc_number_last4: row.numberLast4,
    status: row.status,
    submitted_at: row.submittedAt.toISOString(),
  };
}

const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

export function presentDetail(row: KycDocumentRow, revealed: ReviewedImages): StaffKycDetail {
  return {
    ...presentSummary(row),
    doc_number: revealed.number,
    reason: row.reason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewed_by: row.reviewedBy,
    front_img: dataUrl(revealed.front),
    back_img: revealed.back ? dataUrl(revealed.back) : null,
  };
}
