import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Private files (identity documents, receipts). Keys are ours, never a user's file name. Nothing here is
 * public: files leave only through routes that checked who is asking (see file-links.ts).
 */
export interface ObjectStorage {
  /** Stores the whole body under the key, replacing what was there; answers the stored size. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<{ size: number }>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Lower-case segments of letters, digits, dashes and underscores, joined by '/': no way out of the root. */
export function assertValidKey(key: string): void {
  if (!/^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/.test(key) || key.length > 512) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
