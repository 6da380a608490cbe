import type { AppConfig } from '../config.js';

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/**
 * A virus scanner for uploaded files. scan() answers a verdict, or throws when the scanner could not give
 * one (down, timed out, refused the file): callers treat that as a refusal, never as clean.
 */
export interface FileScanner {
  readonly kind: AppConfig['FILE_SCANNER'];
  scan(file: string): Promise<ScanVerdict>;
}
