// Keeps the source map of the server bundle to what a stack trace needs: the project's own files, one
// mapping per source line. Node parses a bundle's whole map on the first stack trace it maps (every mapping
// one small array): with every npm package's mappings that cost ~50 MB of RSS and a quarter second of
// start, with esbuild's mapping per token of the project's files still ~28 MB (docs/performance.md, "Lean
// server"). A run of bundled packages' code keeps one unmapped segment, so a stack frame inside it shows
// its place in main.js instead of a wrong neighbour; of consecutive segments on the same line of the same
// source only the first is kept, so a frame names the right file and line, the column of that line's
// first mapped token.
import { readFileSync, writeFileSync } from 'node:fs';

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...DIGITS].map((digit, index) => [digit, index]));

function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const digit of text) {
    const bits = VALUE.get(digit);
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function encodeValue(value) {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let text = '';
  do {
    let bits = rest & 31;
    rest >>>= 5;
    if (rest > 0) bits |= 32;
    text += DIGITS[bits];
  } while (rest > 0);
  return text;
}

/** Rewrites the map at `file`, keeping mappings whose source passes `keep(sourcePath)`, one per source line. */
export function trimSourceMap(file, keep) {
  const map = JSON.parse(readFileSync(file, 'utf8'));
  const kept = map.sources.map((source) => keep(source));
  // Absolute state of the decoder (fields 2–5 are relative across the whole map) and of the encoder.
  const read = [0, 0, 0, 0];
  const written = [0, 0, 0, 0];
  // What the last written segment maps to: a position looked up after it, up to the next segment, gets it.
  let last = 'none';
  const lines = map.mappings.split(';').map((line) => {
    let column = 0;
    let writtenColumn = 0;
    const out = [];
    for (const text of line ? line.split(',') : []) {
      const fields = decodeSegment(text);
      column += fields[0];
      if (fields.length === 1) continue;
      for (let i = 1; i < fields.length; i++) read[i - 1] += fields[i];
      if (!kept[read[0]]) {
        if (last !== 'unmapped') out.push(encodeValue(column - writtenColumn));
        if (last !== 'unmapped') writtenColumn = column;
        last = 'unmapped';
        continue;
      }
      const place = `${read[0]}:${read[1]}`;
      if (place === last) continue;
      last = place;
      let segment = encodeValue(column - writtenColumn);
      writtenColumn = column;
      for (let i = 1; i < fields.length; i++) {
        segment += encodeValue(read[i - 1] - written[i - 1]);
        written[i - 1] = read[i - 1];
      }
      out.push(segment);
    }
    return out.join(',');
  });
  map.mappings = lines.join(';');
  writeFileSync(file, JSON.stringify(map));
}
