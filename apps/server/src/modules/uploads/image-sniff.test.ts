import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithExif, pngImage, webpImage } from '../../../test/helpers/images';
import { imageEnd, sniffImage } from './image-sniff';

// Where each format ends, so that anything appended (a polyglot) is found; an EXIF thumbnail's own
// end-of-image marker inside the header must not be mistaken for the end.

const tail = Buffer.from('PK\u0003\u0004<html>');

describe('sniffImage and imageEnd', () => {
  it('recognise JPEG, PNG and WebP by their bytes and find their ends', async () => {
    const samples = {
      jpeg: await jpegWithExif(),
      png: await pngImage(),
      webp: await webpImage(),
      progressive: await sharp(await pngImage(120, 90))
        .jpeg({ progressive: true })
        .toBuffer(),
    };
    for (const [name, bytes] of Object.entries(samples)) {
      const kind = sniffImage(bytes);
      expect(kind, name).toBe(name === 'progressive' ? 'jpeg' : name);
      expect(imageEnd(kind!, bytes), name).toBe(bytes.length);
      expect(imageEnd(kind!, Buffer.concat([bytes, tail])), name).toBe(bytes.length);
    }
  });

  it('a JPEG with an embedded thumbnail ends at its own EOI', async () => {
    const thumbnail = await sharp(await pngImage(16, 16))
      .jpeg()
      .toBuffer();
    // APP1 segment holding a complete JPEG (with its own FFD9) right after SOI.
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 0]), thumbnail]);
    app1.writeUInt16BE(app1.length - 2, 2);
    const main = await sharp(await pngImage(40, 30))
      .jpeg()
      .toBuffer();
    const combined = Buffer.concat([main.subarray(0, 2), app1, main.subarray(2)]);
    expect(imageEnd('jpeg', combined)).toBe(combined.length);
  });

  it('refuse what is not one of the three, and truncated files', async () => {
    expect(sniffImage(Buffer.from('<!doctype html>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    const png = await pngImage();
    expect(imageEnd('png', png.subarray(0, png.length - 20))).toBeNull();
  });
});
