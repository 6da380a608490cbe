import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config.js';

export type S3Settings = Pick<
  AppConfig,
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** One bucket of an S3-compatible store, and the client that reaches it. */
export interface S3Bucket {
  client: S3Client;
  bucket: string;
}

const buckets = new WeakMap<object, S3Bucket>();

/** The S3 client of a configuration (one per configuration, shared by private files and media). */
export function s3BucketOf(config: S3Settings): S3Bucket {
  let found = buckets.get(config);
  if (!found) {
    if (!config.S3_BUCKET) throw new Error('S3_BUCKET is not set');
    found = {
      bucket: config.S3_BUCKET,
      client: new S3Client({
        region: config.S3_REGION,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
        ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? {
              credentials: {
                accessKeyId: config.S3_ACCESS_KEY_ID,
                secretAccessKey: config.S3_SECRET_ACCESS_KEY,
              },
            }
          : {}),
        // A store that does not answer fails the request rather than holding it (and its socket) for ever.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
        maxAttempts: 3,
      }),
    };
    buckets.set(config, found);
  }
  return found;
}

/** Whether the store answered that the object is not there (GET: NoSuchKey; HEAD: a bare 404). */
export function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
