import type { ContactMessage } from '@khelo/contracts/contact';
import type { ContactMessageRow } from './contact.repository';

/** The staff view of a message; the sender's IP address stays on the server. */
export function presentContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    operator_id: row.operatorId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
