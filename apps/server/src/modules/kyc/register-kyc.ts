import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMediaStore } from '../uploads/media-store';
import { kycReviewRoutes } from './kyc-review.routes';
import { createKycRepository } from './kyc.repository';
import { kycRoutes } from './kyc.routes';
import { createKycService } from './kyc.service';

// KYC from app.ts in one call (after registerStaff: the review routes use app.staff). Sealed images live
// in DATA_DIR/kyc.

export interface KycOptions {
  config: Config;
  db: Db;
  now: () => Date;
}

export async function registerKyc(app: FastifyInstance, options: KycOptions): Promise<void> {
  const kyc = createKycService({
    repository: createKycRepository(options.db),
    files: createMediaStore(path.join(options.config.dataDir, 'kyc')),
    dataKey: options.config.dataKey,
    now: options.now,
    onCleanupError: (error) => app.log.warn({ err: error }, 'could not remove a KYC file'),
  });
  await app.register(kycRoutes, { kyc });
  await app.register(kycReviewRoutes, { kyc });
}
