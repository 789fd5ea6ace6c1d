// `npm install` runs this (postinstall): PGlite's protocol reader decodes each text field of each row from
// a fresh copy of its bytes (`buffer.slice`, a new ArrayBuffer per field); this makes it decode them in
// place (ADR 043). A crash burst's 200-bet group parses ~3,000 fields: 2–3 ms of its ~50 ms, and the
// garbage of those buffers (docs/performance.md, "PGlite's reader"). Idempotent; a PGlite whose reader no
// longer has the copying method is left alone, with a warning to look again at whether the patch is needed.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pgliteDist = path.join(root, 'node_modules/@electric-sql/pglite/dist');

// string(t){return G(this,DECODER).decode(this.bytes(t))} … bytes(t){let n=G(this,VIEW).buffer.slice(
//   G(this,OFFSET),G(this,OFFSET)+t);return S(this,OFFSET,G(this,OFFSET)+t),new Uint8Array(n)}
const STRING = /string\(t\)\{return (\w+)\(this,(\w+)\)\.decode\(this\.bytes\(t\)\)\}/;
const BYTES =
  /bytes\(t\)\{let (\w+)=(\w+)\(this,(\w+)\)\.buffer\.slice\(\2\(this,(\w+)\),\2\(this,\4\)\+t\);return (\w+)\(this,\4,\2\(this,\4\)\+t\),new Uint8Array\(\1\)\}/;
const PATCHED = /string\(t\)\{let s=\w+\(this,\w+\)\.decode\(new Uint8Array\(/;

/** The patched text, or null when the reader is not the one this patch knows. */
export function patchReader(text) {
  if (PATCHED.test(text)) return text;
  const string = STRING.exec(text);
  const bytes = BYTES.exec(text);
  if (!string || !bytes) return null;
  const [, get, decoder] = string;
  const [, , , view, offset, set] = bytes;
  const at = `${get}(this,${offset})`;
  const replacement =
    `string(t){let s=${get}(this,${decoder}).decode(new Uint8Array(${get}(this,${view}).buffer,${at},t));` +
    `return ${set}(this,${offset},${at}+t),s}`;
  return text.replace(STRING, replacement);
}

/** PGlite's bundles that hold the reader (its ESM chunk and the CommonJS builds). */
export function readerFiles() {
  return readdirSync(pgliteDist, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.c?js$/.test(file))
    .map((file) => path.join(pgliteDist, file))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return STRING.test(text) || PATCHED.test(text);
    });
}

function main() {
  let version;
  try {
    version = JSON.parse(readFileSync(path.join(pgliteDist, '../package.json'), 'utf8')).version;
  } catch {
    return; // PGlite is not installed: nothing to patch.
  }
  const files = readerFiles();
  if (files.length === 0)
    console.warn(`patch-pglite: PGlite ${version}'s reader changed; not patched (ADR 043)`);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const patched = patchReader(text);
    if (patched === null)
      console.warn(`patch-pglite: PGlite ${version}'s reader in ${file} changed; not patched (ADR 043)`);
    else if (patched !== text) writeFileSync(file, patched);
  }
}

if (import.meta.filename === process.argv[1]) main();
