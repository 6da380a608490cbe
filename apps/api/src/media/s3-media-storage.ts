import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { isMissingObject, type S3Bucket } from '../storage/s3-client.js';
import { contentTypeOf, isValidMediaKey, type MediaStorage } from './media-storage.js';

/**
 * Public media in an S3-compatible bucket under media/. Browsers reach them at publicUrl: by default the
 * API's /media route, which reads them from here, or a CDN in front of it (MEDIA_PUBLIC_URL). The bucket
 * itself is never made public: private documents live in it too (under private/).
 */
export function createS3MediaStorage(
  target: S3Bucket,
  options: { publicUrl: string; prefix?: string },
): MediaStorage {
  const { client, bucket } = target;
  const prefix = options.prefix ?? 'media/';
  const keyOf = (key: string) => {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    return `${prefix}${key}`;
  };
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          // Keys are content-addressed: an object never changes once written.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return {
          body: answer.Body,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? contentTypeOf(key),
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      if (!isValidMediaKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },
    publicUrl(key) {
      return `${options.publicUrl}/${key}`;
    },
  };
}
