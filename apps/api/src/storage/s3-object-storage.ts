import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { assertValidKey, type ObjectStorage } from './object-storage.js';
import { isMissingObject, type S3Bucket } from './s3-client.js';

/**
 * Private files in an S3-compatible bucket, under a prefix of their own (private/). Objects are written
 * with no ACL, so they are exactly as private as the bucket (which must not be public); they leave only
 * through our /files route and its signed, expiring links, as with local disk. A put is one request: the
 * store makes the object visible whole or not at all.
 */
export function createS3ObjectStorage(target: S3Bucket, prefix = 'private/'): ObjectStorage {
  const { client, bucket } = target;
  const keyOf = (key: string) => {
    assertValidKey(key);
    return `${prefix}${key}`;
  };

  return {
    async put(key, body, contentType) {
      const Key = keyOf(key);
      // Uploads are bounded (UPLOAD_MAX_BYTES), so the body is read whole: the request then carries its length.
      const bytes = Buffer.isBuffer(body) ? body : await buffer(body);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
      return { size: bytes.length };
    },

    async get(key) {
      const Key = keyOf(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return {
          body: answer.Body,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing key with success, as the interface asks.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
  };
}
