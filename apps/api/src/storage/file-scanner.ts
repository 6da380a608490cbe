import type { AppConfig } from '../config.js';
import { createClamdScanner } from './clamd-scanner.js';

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/**
 * A virus scanner for uploaded files. scan() answers a verdict, or throws when the scanner could not give
 * one (down, timed out, refused the file): callers treat that as a refusal, never as clean.
 */
export interface FileScanner {
  readonly kind: AppConfig['FILE_SCANNER'];
  scan(file: string): Promise<ScanVerdict>;
}

/** FILE_SCANNER=none: no scanner; the structural checks of acceptPrivateUpload still apply. */
const noScanner: FileScanner = {
  kind: 'none',
  scan: async () => ({ clean: true }),
};

const scanners = new WeakMap<object, FileScanner>();

/** The scanner the configuration names (one per configuration). */
export function fileScannerFor(
  config: Pick<AppConfig, 'FILE_SCANNER' | 'CLAMAV_HOST' | 'CLAMAV_PORT' | 'CLAMAV_TIMEOUT_MS'>,
): FileScanner {
  let scanner = scanners.get(config);
  if (!scanner) {
    scanner =
      config.FILE_SCANNER === 'clamav'
        ? createClamdScanner({
            host: config.CLAMAV_HOST,
            port: config.CLAMAV_PORT,
            timeoutMs: config.CLAMAV_TIMEOUT_MS,
          })
        : noScanner;
    scanners.set(config, scanner);
  }
  return scanner;
}
