import type { AppConfig } from '../config.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { s3BucketOf } from './s3-client.js';
import { createS3ObjectStorage } from './s3-object-storage.js';

const storages = new WeakMap<object, ObjectStorage>();

/** The private file storage a configuration selects (STORAGE_DRIVER). */
export function createObjectStorage(config: AppConfig): ObjectStorage {
  switch (config.STORAGE_DRIVER) {
    case 'local':
      return createLocalDiskStorage(config.privateFilesDir);
    case 's3':
      return createS3ObjectStorage(s3BucketOf(config));
  }
}

/** The app's private file storage: local disk under <DATA_DIR>/private, or the S3 bucket. */
export function storageFor(app: { deps: { config: AppConfig } }): ObjectStorage {
  let storage = storages.get(app.deps);
  if (!storage) {
    storage = createObjectStorage(app.deps.config);
    storages.set(app.deps, storage);
  }
  return storage;
}
