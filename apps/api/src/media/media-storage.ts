import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where photos and documents live. Keys are content-addressed paths ('photos/3f2a…/640.webp'), so an object
 * never changes once written and may be cached for ever. The local implementation keeps files on disk; the
 * S3 one (s3-media-storage.ts) keeps them in a bucket under media/.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Address a browser uses to fetch the object. */
  publicUrl(key: string): string;
}

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

/** Lower-case path segments of letters, digits, '-' and '_', ending in a known extension; no '..'. */
const keyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.(webp|jpg|jpeg|png|pdf)$/;

export function isValidMediaKey(key: string): boolean {
  return key.length <= 200 && keyPattern.test(key);
}

export function contentTypeOf(key: string): string {
  return contentTypes[path.extname(key)] ?? 'application/octet-stream';
}

export function createLocalMediaStorage(options: { dir: string; publicUrl: string }): MediaStorage {
  const root = path.resolve(options.dir);
  const fileOf = (key: string) => {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
      } catch {
        return null;
      }
    },
    async exists(key) {
      if (!isValidMediaKey(key)) return false;
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    publicUrl(key) {
      return `${options.publicUrl}/${key}`;
    },
  };
}
