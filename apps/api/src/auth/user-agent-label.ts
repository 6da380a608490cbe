import Bowser from 'bowser';

const unknownLabel = 'Desconhecido';

/** 'Chrome 120 em Windows' style label of a session's device; 'Desconhecido' when it cannot be told. */
export function userAgentLabel(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return unknownLabel;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const version = parsed.browser.version?.split('.')[0];
  const os = parsed.os.name;
  if (!browser && !os) return unknownLabel;
  const browserPart = browser ? [browser, version].filter(Boolean).join(' ') : unknownLabel;
  return os ? `${browserPart} em ${os}` : browserPart;
}
