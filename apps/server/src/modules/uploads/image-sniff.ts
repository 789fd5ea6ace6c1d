// What an upload really is, by its bytes: the magic numbers of JPEG, PNG and WebP, and where the picture
// ends. Bytes after the end (a script appended to a PNG, a zip behind a JPEG) make a polyglot file; we
// refuse those instead of relying on the re-encoding alone (docs/profile-kyc.md).

export type ImageKind = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Offset just past the PNG's IEND chunk, or null when the chunk structure is broken. */
function pngEnd(bytes: Buffer): number | null {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const next = offset + 12 + length;
    if (next > bytes.length) return null;
    if (type === 'IEND') return next;
    offset = next;
  }
  return null;
}

/** RIFF declares its own size; anything beyond it is not part of the WebP. */
function webpEnd(bytes: Buffer): number | null {
  const size = bytes.readUInt32LE(4) + 8;
  return size <= bytes.length ? size + (size % 2) : null;
}

/** Markers without a length field: SOI, EOI, RST0-7 and TEM. */
function standalone(marker: number): boolean {
  return marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;
}

/**
 * Offset just past the JPEG's EOI marker. Segments are skipped by their length (an EXIF thumbnail's own
 * EOI sits inside APP1), and entropy-coded data after each SOS is scanned for the next real marker.
 */
function jpegEnd(bytes: Buffer): number | null {
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return offset + 2;
    if (standalone(marker)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(offset + 2);
    offset += 2 + length;
    if (marker !== 0xda) continue;
    // Scan data: FF00 is a stuffed byte and FFD0-FFD7 restart markers; any other FFxx ends the scan.
    while (offset + 1 < bytes.length) {
      if (bytes[offset] === 0xff) {
        const next = bytes[offset + 1]!;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
      }
      offset += 1;
    }
  }
  return null;
}

/** Where the picture's own bytes end; null when the structure is broken (truncated or not an image). */
export function imageEnd(kind: ImageKind, bytes: Buffer): number | null {
  switch (kind) {
    case 'png':
      return pngEnd(bytes);
    case 'webp':
      return webpEnd(bytes);
    case 'jpeg':
      return jpegEnd(bytes);
  }
}
