import { z } from 'zod';
import { operatorIdField } from './player-ref';
import { MOBILE_PATTERN } from './auth';
import { PHONE_DIGITS } from './constants';

// contact/submit (public) and GET /staff/contact-messages (support, admin). The form and the server check
// the same schema; its messages are translation keys on the web side and field errors on the API.

export const CONTACT_LIMITS = {
  nameMax: 80,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
  /** Messages per IP address and hour. */
  perIpPerHour: 5,
} as const;

export const CONTACT_RECEIVED = 'Thank you, your message has been received';
export const CONTACT_RATE_LIMITED = 'Too many messages, please try again later';

// A practical e-mail pattern shared with the login form.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const contactSubmitSchema = z.object({
  name: z
    .string({ error: 'is required' })
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(CONTACT_LIMITS.nameMax, `must be at most ${CONTACT_LIMITS.nameMax} characters`),
  email: z
    .string({ error: 'is required' })
    .trim()
    .toLowerCase()
    .max(CONTACT_LIMITS.emailMax, `must be at most ${CONTACT_LIMITS.emailMax} characters`)
    .regex(EMAIL, 'must be an e-mail address'),
  phone: z.string({ error: 'is required' }).trim().regex(MOBILE_PATTERN, `must be ${PHONE_DIGITS} digits`),
  message: z
    .string({ error: 'is required' })
    .trim()
    .min(CONTACT_LIMITS.messageMin, `must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.messageMax, `must be at most ${CONTACT_LIMITS.messageMax} characters`),
  /** Sent by the web app; the server files the message under the operator. */
  operator_id: operatorIdField.optional(),
});
export type ContactSubmit = z.input<typeof contactSubmitSchema>;
export type ContactField = 'name' | 'email' | 'phone' | 'message';

export const contactReceivedSchema = z.object({
  status: z.literal(1),
  message: z.literal(CONTACT_RECEIVED),
  id: z.string(),
});
export type ContactReceived = z.infer<typeof contactReceivedSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  operator_id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactListQuerySchema = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).default(1),
  page_size: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(20),
});

export const contactListSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(contactMessageSchema),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});
export type ContactList = z.infer<typeof contactListSchema>;
