export type RandomCodeAlphabet = 'digits' | 'alphanumeric';

/** Upper-case letters and digits without I, O and 0, which read alike. */
export const randomCodeAlphabets: Record<RandomCodeAlphabet, string> = {
  digits: '0123456789',
  alphanumeric: 'ABCDEFGHJKLMNPQRSTUVWXYZ123456789',
};

export type RandomSource = { getRandomValues<T extends Uint8Array>(array: T): T };

/**
 * A code such as an e-mail or phone verification code. Bytes at or above the largest multiple of the
 * alphabet size are drawn again (rejection sampling), so every symbol is equally likely.
 */
export function randomCode(
  length = 6,
  alphabet: RandomCodeAlphabet = 'digits',
  source: RandomSource = globalThis.crypto,
): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('Code length must be a positive integer');
  const symbols = randomCodeAlphabets[alphabet];
  const limit = 256 - (256 % symbols.length);
  let code = '';
  const buffer = new Uint8Array(length * 2);
  while (code.length < length) {
    source.getRandomValues(buffer);
    for (const byte of buffer) {
      if (byte < limit) code += symbols[byte % symbols.length];
      if (code.length === length) break;
    }
  }
  return code;
}
