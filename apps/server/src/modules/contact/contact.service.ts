import { CONTACT_LIMITS } from '@khelo/contracts/contact';
import type { ContactMessageRow, ContactRepository } from './contact.repository';

// Stores Contact Us messages, at most CONTACT_LIMITS.perIpPerHour per address in a rolling hour (counted in
// the database, so every API process shares the limit), and pages them for staff.

const HOUR_MS = 3_600_000;

export interface ContactInput {
  operatorId: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  ip: string | null;
}

export type SubmitResult = { ok: true; row: ContactMessageRow } | { ok: false; retryAfter: number };

export function createContactService(deps: { repository: ContactRepository; now: () => Date }) {
  const { repository, now } = deps;
  return {
    async submit(input: ContactInput): Promise<SubmitResult> {
      const at = now();
      if (input.ip) {
        const window = await repository.countForIpSince(input.ip, new Date(at.getTime() - HOUR_MS));
        if (window.count >= CONTACT_LIMITS.perIpPerHour) {
          const frees = (window.oldest?.getTime() ?? at.getTime()) + HOUR_MS;
          return { ok: false, retryAfter: Math.max(1, Math.ceil((frees - at.getTime()) / 1000)) };
        }
      }
      const row = await repository.insert({ ...input, createdAt: at });
      return { ok: true, row };
    },

    async list(operatorId: number, page: number, pageSize: number) {
      const [rows, total] = await Promise.all([
        repository.page(operatorId, (page - 1) * pageSize, pageSize),
        repository.total(operatorId),
      ]);
      return { rows, total };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
