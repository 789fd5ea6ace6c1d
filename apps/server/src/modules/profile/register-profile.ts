import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMediaStore } from '../uploads/media-store';
import { pictureRoutes } from './picture.routes';
import { createProfileRepository } from './profile.repository';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';

// The profile from app.ts in one call: the player calls and the picture URLs (DATA_DIR/media/pictures).

export interface ProfileOptions {
  config: Config;
  db: Db;
  now: () => Date;
}

export async function registerProfile(app: FastifyInstance, options: ProfileOptions): Promise<void> {
  const pictures = createMediaStore(path.join(options.config.dataDir, 'media', 'pictures'));
  const profile = createProfileService({
    repository: createProfileRepository(options.db),
    pictures,
    now: options.now,
    onCleanupError: (error) => app.log.warn({ err: error }, 'could not remove a replaced picture'),
  });
  await app.register(profileRoutes, { profile });
  await app.register(pictureRoutes, { pictures });
}
