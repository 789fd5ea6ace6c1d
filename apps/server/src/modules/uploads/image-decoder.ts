import type sharpFunction from 'sharp';
import type { Metadata } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, type ImageProblem } from '@khelo/contracts/profile';
import { imageEnd, sniffImage, type ImageKind } from './image-sniff';

// An uploaded picture (base64 or a data: URL) → fresh pixels. The checks run cheapest first: size, magic
// bytes, structure (nothing after the end), header dimensions against the pixel cap, then a full decode
// and a re-encode without any metadata. Only the re-encoded bytes are ever stored.

export class ImageRejected extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
    this.name = 'ImageRejected';
  }
}

export interface EncodeTarget {
  format: 'webp' | 'jpeg';
  /** Fit inside a square of this many pixels (never enlarged). */
  maxSide: number;
  /** Crop to a square (profile pictures). */
  square?: boolean;
  quality: number;
}

export interface DecodedImage {
  bytes: Buffer;
  kind: ImageKind;
  width: number;
  height: number;
  mime: 'image/webp' | 'image/jpeg';
}

const DATA_URL = /^data:[^,;]{0,100}(;[^,]{0,100})?,/;

/** The bytes of a base64 string or data: URL; null when it is not base64. */
export function base64Bytes(value: string): Buffer | null {
  const payload = value.replace(DATA_URL, '').replace(/\s+/g, '');
  if (payload === '' || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(payload)) return null;
  return Buffer.from(payload, payload.includes('-') || payload.includes('_') ? 'base64url' : 'base64');
}

/** At most this many decodes at once: a 25-megapixel picture takes ~100 MB while it is decoded. */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

// libvips is loaded on the first upload, not at start (docs/performance.md, "Lean server").
let sharpModule: Promise<typeof sharpFunction> | undefined;
async function loadSharp() {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

const SHARP_OPTIONS = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const, sequentialRead: true };

export async function decodeImage(input: string, target: EncodeTarget): Promise<DecodedImage> {
  const bytes = base64Bytes(input);
  if (!bytes) throw new ImageRejected('type');
  if (bytes.length > IMAGE_MAX_BYTES) throw new ImageRejected('size');
  const kind = sniffImage(bytes);
  if (!kind) throw new ImageRejected('type');
  const end = imageEnd(kind, bytes);
  if (end === null) throw new ImageRejected('unreadable');
  if (end < bytes.length) throw new ImageRejected('trailing');

  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Header only (no decode), without the pixel cap so that the cap below can say why.
    metadata = await sharp(bytes, { ...SHARP_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('unreadable');
  }
  const expected = kind === 'jpeg' ? 'jpeg' : kind;
  if (metadata.format !== expected) throw new ImageRejected('type');
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width < 1 || height < 1) throw new ImageRejected('unreadable');
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageRejected('pixels');

  return withSlot(async () => {
    try {
      // rotate() applies the EXIF orientation before the metadata (EXIF, GPS, ICC, XMP) is dropped.
      let pipeline = sharp(bytes, SHARP_OPTIONS).rotate();
      pipeline = target.square
        ? pipeline.resize(target.maxSide, target.maxSide, { fit: 'cover', withoutEnlargement: true })
        : pipeline.resize(target.maxSide, target.maxSide, { fit: 'inside', withoutEnlargement: true });
      pipeline = pipeline.flatten({ background: '#ffffff' });
      const { data, info } = await (
        target.format === 'webp'
          ? pipeline.webp({ quality: target.quality })
          : pipeline.jpeg({ quality: target.quality, mozjpeg: true })
      ).toBuffer({ resolveWithObject: true });
      return {
        bytes: data,
        kind,
        width: info.width,
        height: info.height,
        mime: target.format === 'webp' ? 'image/webp' : 'image/jpeg',
      };
    } catch {
      throw new ImageRejected('unreadable');
    }
  });
}
