import { authCookieNames } from '@circula/domain';
import { publicConfig } from '@/config/public';

/** Set when the first-access banner was dismissed (or shown and acted on). */
export const newUserCookie = 'circula_new_user';

/**
 * Runs before the first paint (inline in the root layout's head): marks `<html data-returning>` when the
 * visitor already dismissed the welcome banner or holds a session, so CSS hides the server-rendered banner
 * at once instead of the page moving when React decides later (a layout shift).
 */
export function returningVisitorScript(): string {
  const prefixes = [newUserCookie, authCookieNames(publicConfig.appEnv).refreshTokenPresent].map(
    (name) => `${name}=`,
  );
  return `try{var p=${JSON.stringify(prefixes)};if(document.cookie.split(/;\\s*/).some(function(c){return p.some(function(n){return c.indexOf(n)===0})}))document.documentElement.setAttribute('data-returning','')}catch(e){}`;
}
