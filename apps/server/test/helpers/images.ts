import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Pictures for upload tests, made on the fly (no fixtures in the repository): ordinary ones through
// sharp, hostile ones byte by byte.

export async function pngImage(width = 64, height = 48, color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF (camera make, GPS-like comment) that must not survive the re-encoding. */
export async function jpegWithExif(width = 80, height = 60): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home at 12.9716N 77.5946E' } })
    .jpeg()
    .toBuffer();
}

export async function webpImage(width = 40, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#22aa55' } })
    .webp()
    .toBuffer();
}

export function base64(bytes: Buffer | string): string {
  return Buffer.from(bytes).toString('base64');
}

export function dataUrl(bytes: Buffer, mime = 'image/png'): string {
  return `data:${mime};base64,${bytes.toString('base64')}`;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid PNG of the given size, 1-bit grey, all black: 50000x50000 compresses to ~300 KB. */
export function hugeBlankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG padded to `bytes` with a private ancillary chunk before IEND. */
export async function paddedPng(bytes: number): Promise<Buffer> {
  const small = await pngImage(8, 8);
  const iend = small.length - 12;
  const padding = bytes - small.length - 12;
  return Buffer.concat([
    small.subarray(0, iend),
    chunk('prVt', Buffer.alloc(padding, 0x41)),
    small.subarray(iend),
  ]);
}

export const SCRIPT = '<script>alert(document.cookie)</script>';

export const HTML_PAGE = `<!doctype html><html><body><h1>hi</h1>${SCRIPT}</body></html>`;
