import {
  KYC_REVIEW_PAGE_SIZE,
  docNumberProblem,
  type KycDetailProblem,
  type KycDocType,
  type KycStatus,
} from '@khelo/contracts/kyc';
import type { ImageProblem } from '@khelo/contracts/profile';
import { decodeImage, ImageRejected, type DecodedImage } from '../uploads/image-decoder';
import { randomFileName, type MediaStore } from '../uploads/media-store';
import { kycKeys, numberHash, open, openNumber, seal, sealNumber } from './kyc-crypto';
import type { DecideResult, KycDocumentRow, KycRepository, Tx } from './kyc.repository';

// KYC rules (core-platform.md sections 5 and 8, docs/profile-kyc.md): the same number rules as the form,
// one document per type, a number verified on another account refused, images decoded, re-encoded and
// sealed before anything is written, reviewers' decisions audited in the same transaction.

/** Documents must stay legible: up to 2000 px on the long side, JPEG. */
const DOCUMENT_TARGET = { format: 'jpeg', maxSide: 2000, quality: 85 } as const;

export interface KycSubmission {
  operatorId: number;
  playerId: string;
  docType: KycDocType;
  playerName: string;
  docNumber: string;
  frontImg: string | undefined;
  backImg: string | undefined;
}

export type SubmitOutcome =
  | { kind: 'saved'; replaced: boolean }
  | { kind: 'missing-images'; field: 'front_img' | 'back_img' }
  | { kind: 'invalid-number'; problem: KycDetailProblem }
  | { kind: 'exists' }
  | { kind: 'taken' }
  | { kind: 'bad-image'; field: 'front_img' | 'back_img'; problem: ImageProblem };

export interface KycServiceOptions {
  repository: KycRepository;
  files: MediaStore;
  dataKey: Buffer;
  now: () => Date;
  onCleanupError: (error: unknown) => void;
}

export interface ReviewedImages {
  front: Buffer;
  back: Buffer | null;
  number: string;
}

export function createKycService(options: KycServiceOptions) {
  const { repository, files, now } = options;
  const keys = kycKeys(options.dataKey);
  const fileContext = (playerId: string, name: string) => `${playerId}:${name}`;

  async function readImage(row: KycDocumentRow, name: string | null): Promise<Buffer | null> {
    if (!name) return null;
    const sealed = await files.read(name);
    return sealed ? open(keys.files, sealed, fileContext(row.playerId, name)) : null;
  }

  async function storeSealed(playerId: string, image: DecodedImage): Promise<string> {
    const name = randomFileName('bin');
    await files.write(name, seal(keys.files, image.bytes, fileContext(playerId, name)));
    return name;
  }

  async function removeQuietly(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => files.remove(name).catch(options.onCleanupError)));
  }

  return {
    /** The field errors come first, then the number, then the account's state; images last (costly). */
    async submit(input: KycSubmission): Promise<SubmitOutcome> {
      if (!input.frontImg) return { kind: 'missing-images', field: 'front_img' };
      // A pan has no back image: an empty or missing one is fine, one sent anyway is not kept.
      if (input.docType === 'aadhar' && !input.backImg) return { kind: 'missing-images', field: 'back_img' };
      const problem = docNumberProblem(input.docType, input.docNumber);
      if (problem) return { kind: 'invalid-number', problem };
      const existing = await repository.findForPlayer(input.playerId, input.docType);
      if (existing && existing.status !== 'rejected') return { kind: 'exists' };
      const hash = numberHash(keys, input.docType, input.docNumber);
      if (await repository.verifiedElsewhere(input.operatorId, input.docType, hash, input.playerId))
        return { kind: 'taken' };

      // Both images are checked before either is written: a refused back image leaves nothing behind.
      let field: 'front_img' | 'back_img' = 'front_img';
      let front: DecodedImage;
      let back: DecodedImage | null = null;
      try {
        front = await decodeImage(input.frontImg, DOCUMENT_TARGET);
        field = 'back_img';
        if (input.docType === 'aadhar' && input.backImg)
          back = await decodeImage(input.backImg, DOCUMENT_TARGET);
      } catch (error) {
        if (error instanceof ImageRejected) return { kind: 'bad-image', field, problem: error.problem };
        throw error;
      }

      const written: string[] = [];
      try {
        written.push(await storeSealed(input.playerId, front));
        if (back) written.push(await storeSealed(input.playerId, back));
        const result = await repository.submit({
          operatorId: input.operatorId,
          playerId: input.playerId,
          docType: input.docType,
          playerName: input.playerName,
          numberSealed: sealNumber(keys, input.playerId, input.docType, input.docNumber),
          numberHash: hash,
          numberLast4: input.docNumber.slice(-4),
          frontFile: written[0]!,
          backFile: written[1] ?? null,
          submittedAt: now(),
        });
        if (result.kind === 'exists') {
          await removeQuietly(written);
          return { kind: 'exists' };
        }
        if (result.kind === 'replaced') await removeQuietly(result.previousFiles);
        return { kind: 'saved', replaced: result.kind === 'replaced' };
      } catch (error) {
        await removeQuietly(written);
        throw error;
      }
    },

    listForPlayer(playerId: string): Promise<KycDocumentRow[]> {
      return repository.listForPlayer(playerId);
    },

    async list(operatorId: number, status: KycStatus, page: number) {
      const { rows, total } = await repository.list(
        operatorId,
        status,
        (page - 1) * KYC_REVIEW_PAGE_SIZE,
        KYC_REVIEW_PAGE_SIZE,
      );
      return { rows, total };
    },

    findForOperator(operatorId: number, id: string): Promise<KycDocumentRow | null> {
      return repository.findForOperator(operatorId, id);
    },

    /** The decrypted number and images; null when a file is missing or does not open with DATA_KEY. */
    async reveal(row: KycDocumentRow): Promise<ReviewedImages | null> {
      const [front, back] = await Promise.all([readImage(row, row.frontFile), readImage(row, row.backFile)]);
      const number = openNumber(keys, row.playerId, row.docType, row.numberSealed);
      if (!front || number === null || (row.backFile && !back)) return null;
      return { front, back, number };
    },

    decide(
      operatorId: number,
      id: string,
      decision: { status: 'verified' | 'rejected'; reason: string | null; reviewedBy: string },
      audit: (tx: Tx) => Promise<unknown>,
    ): Promise<DecideResult> {
      return repository.decide(operatorId, id, { ...decision, at: now() }, audit);
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
