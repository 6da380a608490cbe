import type { AppConfig } from '../config.js';
import { createLocalMediaStorage, type MediaStorage } from './media-storage.js';

export function createMediaStorage(config: AppConfig): MediaStorage {
  switch (config.MEDIA_STORAGE) {
    case 'local':
      return createLocalMediaStorage({ dir: config.mediaDir, publicUrl: config.mediaPublicUrl });
  }
}
