import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchReader, readerFiles } from '../../../../scripts/patch-pglite.mjs';
import { createDatabase, type Database } from './client';

// PGlite's protocol reader decodes text fields in place (scripts/patch-pglite.mjs, ADR 043): `npm install`
// patched the installed PGlite, and rows still read back exactly, whatever their length and script.

// PGlite 0.5.16's reader as published (the two methods the patch reads).
const PUBLISHED =
  'string(t){return r(this,le).decode(this.bytes(t))}cstring(){let t=r(this,w),n=t;for(;r(this,x).getUint8(n++)!==0;);' +
  'let s=this.string(n-t-1);return d(this,w,n),s}bytes(t){let n=r(this,x).buffer.slice(r(this,w),r(this,w)+t);' +
  'return d(this,w,r(this,w)+t),new Uint8Array(n)}';

describe("PGlite's reader", () => {
  it('is patched to decode a field from the bytes where they are, once', () => {
    const patched = patchReader(PUBLISHED)!;
    expect(patched).toContain(
      'string(t){let s=r(this,le).decode(new Uint8Array(r(this,x).buffer,r(this,w),t));return d(this,w,r(this,w)+t),s}',
    );
    expect(patched).toContain('bytes(t){let n=r(this,x).buffer.slice('); // binary fields keep their copy
    expect(patchReader(patched)).toBe(patched);
    expect(patchReader('class Other{}')).toBeNull();
  });

  it('is patched in the installed PGlite', () => {
    const files = readerFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(patchReader(readFileSync(file, 'utf8'))).toBe(readFileSync(file, 'utf8'));
  });

  describe('reading rows', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createDatabase({ inMemory: true });
    });
    afterAll(() => database.close());

    it('reads text of every length and script, and NULLs, exactly', async () => {
      if (database.kind !== 'pglite') throw new Error('expected PGlite');
      const long = 'क'.repeat(40_000);
      const { rows } = await database.client.query<Record<string, unknown>>(
        `select $1::text as hindi, $2::text as long, '' as empty, null::text as nothing, 42 as n,
           x::text as at from generate_series(1, 3) as x`,
        ['नमस्ते ₹1,000', long],
      );
      expect(rows).toHaveLength(3);
      rows.forEach((row, index) =>
        expect(row).toEqual({
          hindi: 'नमस्ते ₹1,000',
          long,
          empty: '',
          nothing: null,
          n: 42,
          at: String(index + 1),
        }),
      );
    });
  });
});
