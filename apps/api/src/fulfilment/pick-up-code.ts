import { randomInt } from 'node:crypto';
import { pickUpCodeAlphabet, pickUpCodeLength } from '@circula/domain';

/** A fresh pick-up code: 8 characters of a 31-letter alphabet (~8.5 × 10¹¹ codes), from the system's CSPRNG. */
export function newPickUpCode(): string {
  let code = '';
  for (let index = 0; index < pickUpCodeLength; index += 1) {
    code += pickUpCodeAlphabet[randomInt(pickUpCodeAlphabet.length)];
  }
  return code;
}
