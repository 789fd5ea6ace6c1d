import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Uploaded files live under DATA_DIR (never the web root), one folder per kind, under random names of
// 32 bytes (base64url): a name is also the capability to read the file where a URL exposes it.

export const FILE_NAME_PATTERN = /^[A-Za-z0-9_-]{43}\.(webp|jpg|bin)$/;

export function randomFileName(extension: 'webp' | 'jpg' | 'bin'): string {
  return `${randomBytes(32).toString('base64url')}.${extension}`;
}

export function createMediaStore(root: string) {
  const resolve = (name: string) => {
    if (!FILE_NAME_PATTERN.test(name)) throw new RangeError('invalid media file name');
    return path.join(root, name);
  };
  let ready: Promise<unknown> | null = null;

  return {
    root,

    /** Writes to a temporary name first, so a reader never sees half a file. */
    async write(name: string, bytes: Buffer): Promise<void> {
      ready ??= mkdir(root, { recursive: true, mode: 0o700 });
      await ready;
      const target = resolve(name);
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    },

    /** The file's bytes, or null when there is no such file. */
    async read(name: string): Promise<Buffer | null> {
      if (!FILE_NAME_PATTERN.test(name)) return null;
      try {
        return await readFile(path.join(root, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(name: string | null | undefined): Promise<void> {
      if (!name || !FILE_NAME_PATTERN.test(name)) return;
      await rm(path.join(root, name), { force: true });
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
