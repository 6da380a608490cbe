import type { AppConfig } from '../config.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import type { ObjectStorage } from './object-storage.js';

const storages = new WeakMap<object, ObjectStorage>();

/** The app's private file storage (local disk under <DATA_DIR>/private). */
export function storageFor(app: { deps: { config: AppConfig } }): ObjectStorage {
  let storage = storages.get(app.deps);
  if (!storage) {
    storage = createLocalDiskStorage(app.deps.config.privateFilesDir);
    storages.set(app.deps, storage);
  }
  return storage;
}
