import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { DEMO_BANNERS } from './catalog-seed';
import { banners } from './schema';

// Migration 0021 (data only): a demo banner still as the old seed wrote it gets the new words of
// catalog-seed.ts; a banner an operator edited keeps the operator's words.

const MIGRATION = readFileSync(
  path.join(import.meta.dirname, 'migrations/0021_home_banner_claims.sql'),
  'utf8',
);

const OLD_FAIR = {
  link: '/rummy-rules',
  eyebrow: { eng: 'Fair play', hindi: 'निष्पक्ष खेल' },
  title: { eng: 'Play fair. Play responsibly.', hindi: 'निष्पक्ष खेलें, ज़िम्मेदारी से खेलें।' },
  text: {
    eng: 'Certified fair results, KYC-verified players and limits you control.',
    hindi: 'प्रमाणित निष्पक्ष नतीजे, केवाईसी-सत्यापित खिलाड़ी और आपके नियंत्रण में सीमाएँ।',
  },
  cta: { eng: 'Read the rules', hindi: 'नियम पढ़ें' },
};
const OLD_LEADING = {
  link: '/promotions',
  eyebrow: { eng: 'Trusted by players', hindi: 'खिलाड़ियों का भरोसा' },
  title: { eng: "India's leading gaming platform", hindi: 'भारत का अग्रणी गेमिंग प्लेटफ़ॉर्म' },
  text: {
    eng: 'Instant UPI deposits, fast withdrawals and a wallet in rupees.',
    hindi: 'तुरंत UPI जमा, तेज़ निकासी और रुपयों में वॉलेट।',
  },
  cta: { eng: 'Start playing', hindi: 'खेलना शुरू करें' },
};

describe('migration 0021: the home banners say only what the product does', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  const banner = (code: string) =>
    database.database.db
      .select({ link: banners.link, title: banners.title, text: banners.text, cta: banners.cta })
      .from(banners)
      .where(and(eq(banners.operatorId, DEFAULT_OPERATOR_ID), eq(banners.code, code)))
      .then((rows) => rows[0]);

  it('rewrites an untouched demo banner and leaves an edited one alone', async () => {
    const { db } = database.database;
    const row = (code: string) => and(eq(banners.operatorId, DEFAULT_OPERATOR_ID), eq(banners.code, code));
    // A deployment seeded before issue 18: the old words; the operator had retitled "leading".
    await db.update(banners).set(OLD_FAIR).where(row('fair'));
    const edited = { eng: 'Khelo: skill games in rupees', hindi: 'खेलो: रुपयों में स्किल गेम्स' };
    await db
      .update(banners)
      .set({ ...OLD_LEADING, title: edited })
      .where(row('leading'));

    for (const statement of MIGRATION.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const fair = DEMO_BANNERS.find((candidate) => candidate.code === 'fair')!;
    expect(await banner('fair')).toEqual({
      link: fair.link,
      title: fair.title,
      text: fair.text,
      cta: fair.cta,
    });
    expect(await banner('leading')).toEqual({
      link: OLD_LEADING.link,
      title: edited,
      text: OLD_LEADING.text,
      cta: OLD_LEADING.cta,
    });
  });

  it('the new words claim no leading platform, round-the-clock tables or certification', () => {
    const words = JSON.stringify(
      DEMO_BANNERS.map(({ eyebrow, title, text, cta }) => [eyebrow, title, text, cta]),
    );
    for (const claim of [/leading gaming/i, /round the clock/i, /certified/i, /चौबीसों/, /अग्रणी/, /प्रमाणित/])
      expect(words).not.toMatch(claim);
  });
});
