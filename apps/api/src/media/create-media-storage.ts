import type { AppConfig } from '../config.js';
import { s3BucketOf } from '../storage/s3-client.js';
import { createLocalMediaStorage, type MediaStorage } from './media-storage.js';
import { createS3MediaStorage } from './s3-media-storage.js';

export function createMediaStorage(config: AppConfig): MediaStorage {
  switch (config.MEDIA_STORAGE) {
    case 'local':
      return createLocalMediaStorage({ dir: config.mediaDir, publicUrl: config.mediaPublicUrl });
    case 's3':
      return createS3MediaStorage(s3BucketOf(config), { publicUrl: config.mediaPublicUrl });
  }
}
