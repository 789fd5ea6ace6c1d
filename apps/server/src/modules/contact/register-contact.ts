import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createContactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

// Contact Us from app.ts in one call, after registerStaff (the staff listing uses app.staff).

export async function registerContact(
  app: FastifyInstance,
  options: { db: Db; operatorId: number; now: () => Date },
): Promise<void> {
  const contact = createContactService({ repository: createContactRepository(options.db), now: options.now });
  await app.register(contactRoutes, { contact, operatorId: options.operatorId });
}
