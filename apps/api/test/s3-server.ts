import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';

/**
 * A real S3-protocol server (s3rver) on a free local port, with one empty bucket, for the calling test
 * file; stopped and its folder removed after the file. `settings` are the app settings that reach it.
 */
export async function startS3Server(bucket = 'circula-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'circula-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return {
    endpoint,
    bucket,
    directory,
    settings: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's own account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
  };
}
