import { z } from 'zod';

// The long texts of /termsandconditions, /privacypolicy and /promotions: static JSON per language under
// /content/{en,hd}/{name}.json (apps/web/public/content), loaded by the page that shows it.

export const INFO_DOCUMENTS = ['terms', 'privacy', 'promotions'] as const;
export type InfoDocumentName = (typeof INFO_DOCUMENTS)[number];

export const infoSectionSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  heading: z.string().min(1),
  /** A short highlight shown beside the heading (promotions: "₹25", "100%"). */
  badge: z.string().optional(),
  paragraphs: z.array(z.string().min(1)).optional(),
  items: z.array(z.string().min(1)).optional(),
});
export type InfoSection = z.infer<typeof infoSectionSchema>;

export const infoDocumentSchema = z.object({
  updated: z.iso.date(),
  intro: z.string().min(1),
  sections: z.array(infoSectionSchema).min(1),
});
export type InfoDocument = z.infer<typeof infoDocumentSchema>;
