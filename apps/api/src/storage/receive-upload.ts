import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.js';
import {
  type AcceptedContentType,
  contentTypeOfExtension,
  detectFileType,
  signatureLength,
} from './detect-file-type.js';

export interface ReceivedUpload {
  /** A temporary file holding the upload; call discard() once it has been stored or refused. */
  tempPath: string;
  size: number;
  contentType: AcceptedContentType;
  /** What the route takes, so that later refusals name only that. */
  kind: UploadKind;
  discard(): Promise<void>;
}

const megabytes = (bytes: number) =>
  (bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 });

const tooLarge = (maxBytes: number) =>
  new AppError('FILE_TOO_LARGE', `O arquivo é grande demais. O limite é de ${megabytes(maxBytes)} MB.`);

const unsupported = (message: string) => new AppError('UNSUPPORTED_FILE_TYPE', message);

/** What a route takes, as its refusals name it: a route that takes photos never offers a PDF. */
export const uploadKinds = {
  documents: ['image/jpeg', 'image/png', 'application/pdf'],
  images: ['image/jpeg', 'image/png'],
} as const satisfies Record<string, readonly AcceptedContentType[]>;
export type UploadKind = keyof typeof uploadKinds;

const kindWords: Record<UploadKind, string> = {
  documents: 'uma imagem JPEG ou PNG, ou um PDF',
  images: 'uma imagem JPEG ou PNG',
};

/** "uma imagem JPEG ou PNG" or "… ou um PDF": what a refusal asks for instead. */
export const acceptedFileWords = (kind: UploadKind) => kindWords[kind];

/**
 * Reads the one file of a multipart request (field `file`) into a temporary file, stopping at maxBytes,
 * and checks that its content is one of the route's kinds (`accept`: JPEG, PNG or PDF unless told) and
 * matches its extension. Anything refused leaves nothing behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { maxBytes: number; tempDir: string; accept?: UploadKind },
): Promise<ReceivedUpload> {
  const kind = options.accept ?? 'documents';
  const accepted: readonly AcceptedContentType[] = uploadKinds[kind];
  if (!request.isMultipart()) {
    throw new AppError(
      'FILE_REQUIRED',
      'Envie o arquivo no campo "file" de um formulário multipart/form-data.',
    );
  }
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 5 } });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('FILE_REQUIRED', 'Envie o arquivo no campo "file".');
  }
  await mkdir(options.tempDir, { recursive: true, mode: 0o700 });
  const tempPath = path.join(options.tempDir, `upload-${randomUUID()}`);
  const discard = () => rm(tempPath, { force: true });
  try {
    await pipeline(part.file, createWriteStream(tempPath, { mode: 0o600 }));
    if (part.file.truncated) throw tooLarge(options.maxBytes);
    const { size, head } = await readHead(tempPath);
    if (size === 0) throw new AppError('FILE_REQUIRED', 'O arquivo enviado está vazio.');
    const detected = detectFileType(head);
    if (!detected || !accepted.includes(detected)) {
      throw unsupported(`Tipo de arquivo não aceito. Envie ${kindWords[kind]}.`);
    }
    const promised = contentTypeOfExtension(part.filename ?? '');
    if (promised !== detected) {
      throw unsupported(
        `O conteúdo do arquivo não corresponde à extensão do nome. Envie ${kindWords[kind]}, sem renomeá-lo.`,
      );
    }
    return { tempPath, size, contentType: detected, kind, discard };
  } catch (error) {
    await discard();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(options.maxBytes);
    throw error;
  }
}

async function readHead(file: string) {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = new Uint8Array(signatureLength);
    const { bytesRead } = await handle.read(head, 0, signatureLength, 0);
    return { size, head: head.subarray(0, bytesRead) };
  } finally {
    await handle.close();
  }
}
