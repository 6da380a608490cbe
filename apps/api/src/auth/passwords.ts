import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The library's Algorithm is a const enum, which isolated modules cannot read; 2 is its Argon2id.
const argon2id = 2 as Algorithm;
// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, or an account without a
 * password) it still spends the time of one verification, so timing does not tell which case it was.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('circula-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
