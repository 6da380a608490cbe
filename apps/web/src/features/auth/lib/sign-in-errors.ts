/** Texts for the error codes the API puts on /auth/entrar after a failed link or Google sign-in. */
const messages: Record<string, string> = {
  MAGIC_LINK_INVALID: 'Este link de acesso não é válido ou já foi usado. Peça um novo link.',
  MAGIC_LINK_EXPIRED: 'Este link de acesso expirou. Peça um novo link.',
  LOGIN_LINK_INVALID: 'Este link de acesso não é válido ou já foi usado. Peça um novo à equipe da Circula.',
  LOGIN_LINK_EXPIRED: 'Este link de acesso expirou. Peça um novo à equipe da Circula.',
  GOOGLE_SIGNIN_FAILED: 'Não foi possível entrar com o Google. Tente novamente.',
  GOOGLE_UNAVAILABLE: 'O login com Google está indisponível no momento. Tente novamente mais tarde.',
  GOOGLE_NOT_CONFIGURED: 'O login com Google não está disponível. Entre com seu email.',
};

export function signInErrorMessage(code: string | undefined): string | undefined {
  if (!code) return undefined;
  return messages[code] ?? 'Não foi possível entrar. Tente novamente.';
}
