import { readFile, rm, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { AppConfig } from '../config.js';
import { AppError } from '../shared/errors.js';
import type { AcceptedContentType } from './detect-file-type.js';
import { fileScannerFor } from './file-scanner.js';
import { findHiddenProgramOrArchive, inspectPdf } from './inspect-file-content.js';
import { acceptedFileWords, type ReceivedUpload } from './receive-upload.js';

/** An upload that passed every check, ready to store: images are our own re-encoding of the upload. */
export interface AcceptedUpload {
  tempPath: string;
  size: number;
  contentType: AcceptedContentType;
  /** Removes the temporary files (the upload and its re-encoding); call it once stored or refused. */
  discard(): Promise<void>;
}

/** Largest image we decode, in pixels (a 50-megapixel photo); beyond it decoding is refused. */
const maxImagePixels = 50_000_000;

const refusedPdf = () =>
  new AppError(
    'FILE_ACTIVE_CONTENT',
    'O PDF contém conteúdo ativo (scripts, anexos ou ações automáticas) e não pode ser aceito. Gere o PDF novamente, por exemplo com "Imprimir como PDF", e envie outra vez.',
  );

const unreadable = (message: string) => new AppError('UNSUPPORTED_FILE_TYPE', message);

/**
 * The one gate for private uploads (identity documents, receipts), after receiveUpload has checked size
 * and type. Always: no program or archive hidden in the bytes; a PDF has no active content; an image is
 * decoded and re-encoded (no metadata, nothing after the pixels). Then the configured virus scanner, which
 * fails closed: a scanner that cannot answer refuses the upload (503). Refused uploads leave no file.
 */
export async function acceptPrivateUpload(
  upload: ReceivedUpload,
  deps: { config: AppConfig; log: FastifyBaseLogger },
): Promise<AcceptedUpload> {
  const cleanPath = `${upload.tempPath}.clean`;
  const discard = async () => {
    await upload.discard();
    await rm(cleanPath, { force: true });
  };
  try {
    const bytes = await readFile(upload.tempPath);
    const hidden = findHiddenProgramOrArchive(bytes);
    if (hidden) {
      throw unreadable(
        `O arquivo contém um programa ou um arquivo compactado e não pode ser aceito. Envie ${acceptedFileWords(upload.kind)}.`,
      );
    }
    if (upload.contentType === 'application/pdf') {
      const inspection = inspectPdf(bytes);
      if (inspection.verdict === 'active') throw refusedPdf();
      if (inspection.verdict === 'unreadable') {
        throw unreadable(
          'Não foi possível ler este PDF (ele pode estar protegido por senha). Gere o PDF novamente, por exemplo com "Imprimir como PDF", e envie outra vez.',
        );
      }
    }
    // The scanner sees the file as it was sent, before any re-encoding.
    await scanForViruses(upload.tempPath, deps);
    if (upload.contentType === 'application/pdf') {
      return { tempPath: upload.tempPath, size: upload.size, contentType: upload.contentType, discard };
    }
    await reencodeImage(bytes, upload.contentType, cleanPath);
    return {
      tempPath: cleanPath,
      size: (await stat(cleanPath)).size,
      contentType: upload.contentType,
      discard,
    };
  } catch (error) {
    await discard();
    throw error;
  }
}

export async function scanForViruses(file: string, deps: { config: AppConfig; log: FastifyBaseLogger }) {
  const scanner = fileScannerFor(deps.config);
  let verdict: Awaited<ReturnType<typeof scanner.scan>>;
  try {
    verdict = await scanner.scan(file);
  } catch (error) {
    deps.log.error({ err: error, scanner: scanner.kind }, 'file scanner unavailable; upload refused');
    throw new AppError(
      'FILE_SCANNER_UNAVAILABLE',
      'Não foi possível verificar o arquivo agora. Tente novamente em alguns minutos.',
    );
  }
  if (!verdict.clean) {
    deps.log.warn({ scanner: scanner.kind, signature: verdict.signature }, 'infected upload refused');
    throw new AppError(
      'FILE_INFECTED',
      'O arquivo foi recusado pela verificação de vírus. Envie outro arquivo.',
    );
  }
}

/** Decodes the image and writes a fresh one of the same type: pixels only, turned upright, no metadata. */
async function reencodeImage(bytes: Buffer, contentType: AcceptedContentType, target: string) {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: maxImagePixels }).rotate();
    await (contentType === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toFile(target);
  } catch {
    throw unreadable('Não foi possível ler esta imagem. Envie uma foto JPEG ou PNG sem alterações.');
  }
}
