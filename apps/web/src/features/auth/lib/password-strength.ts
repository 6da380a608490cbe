import { passwordMinLength } from '@circula/domain';

export type PasswordStrength = 'fraca' | 'média' | 'forte';

/** A hint, not a rule: the API only asks for the minimum length. Longer and more varied is stronger. */
export function passwordStrength(password: string): PasswordStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (password.length < passwordMinLength) return 'fraca';
  if (password.length >= 12 && kinds >= 3) return 'forte';
  if (kinds >= 2 || password.length >= 12) return 'média';
  return 'fraca';
}
