import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { startS3Server } from '../../test/s3-server.js';
import {
  applicantAt,
  filesUnder,
  makeDataDir,
  pdfBytes,
  uploadDocument,
} from '../buyers/buyer-test-factories.js';
import { s3BucketOf } from '../storage/s3-client.js';

/** With STORAGE_DRIVER=s3, a buyer's document goes to the bucket and comes back through its signed link. */
const s3 = await startS3Server();
const dataDir = makeDataDir();
const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '10000',
  BUYERS_RATE_LIMIT_MAX: '10000',
  DATA_DIR: dataDir,
  STORAGE_DRIVER: 's3',
  ...s3.settings,
});

describe('documents on the S3 store', () => {
  it('are uploaded to the bucket, downloaded through the API link, and kept off the local disk', async () => {
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT', 'JURIDICAL_PERSON');
    const content = pdfBytes(2_000);
    const uploaded = await uploadDocument(app, who, application.id, 'INCORPORATION_DOCUMENT', {
      name: 'contrato.pdf',
      content,
    });
    expect(uploaded.statusCode).toBe(200);
    const document = uploaded.json().buyerApplicationDocuments.incorporationDocument;
    expect(document).toMatchObject({ contentType: 'application/pdf', sizeBytes: content.length });

    const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
    const { client, bucket } = s3BucketOf(app.deps.config);
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `private/buyer-applications/${application.id}/` }),
    );
    expect(listed.Contents).toHaveLength(1);
    expect(listed.Contents![0]!.Size).toBe(content.length);
    expect(filesUnder(dataDir).filter((file) => file.includes('private'))).toEqual([]);

    const url = new URL(document.url);
    expect(url.pathname).toBe('/files');
    const file = await app.inject({ method: 'GET', url: `/files${url.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(content)).toBe(true);

    // Links are issued only to a signed-in owner.
    const anonymous = await app.inject({
      method: 'GET',
      url: `/web/buyer-applications/${application.id}/documents`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
