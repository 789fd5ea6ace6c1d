import { z } from 'zod';
import { successSchema } from './envelope';
import { LANGUAGES } from './locales';

// POST /locales/add/{lng}/{ns}: i18next-http-backend's saveMissing reports keys the locale files lack
// as one object of key → fallback text (JSON from fetch, form-encoded from XMLHttpRequest).

export const MISSING_KEYS_MAX = 200;
export const NAMESPACE_PATTERN = /^[a-z-]+$/;

export const missingTranslationParamsSchema = z.object({
  lng: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
  ns: z
    .string()
    .max(64, 'at most 64 characters')
    .regex(NAMESPACE_PATTERN, 'must be lowercase letters and hyphens'),
});
export type MissingTranslationParams = z.infer<typeof missingTranslationParamsSchema>;

export const missingTranslationsBodySchema = z
  .record(
    z.string().min(1, 'keys must not be empty').max(500, 'keys must be at most 500 characters'),
    z.string({ error: 'must be text' }).max(5000, 'at most 5000 characters'),
    { error: 'must be an object of keys to fallback texts' },
  )
  .refine(
    (entries) => Object.keys(entries).length <= MISSING_KEYS_MAX,
    `at most ${MISSING_KEYS_MAX} keys at once`,
  );
export type MissingTranslationsBody = z.infer<typeof missingTranslationsBodySchema>;

export const MISSING_RECORDED = 'recorded';
export const missingTranslationsRecordedSchema = successSchema({
  count: z.number().int().describe('keys recorded by this call'),
});
export type MissingTranslationsRecorded = z.infer<typeof missingTranslationsRecordedSchema>;
