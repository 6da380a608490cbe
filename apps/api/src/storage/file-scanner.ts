import type { AppConfig } from '../config.js';
import { createClamdScanner } from './clamd-scanner.js';
import type { FileScanner } from './scan-verdict.js';

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
