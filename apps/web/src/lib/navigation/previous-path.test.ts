import { beforeEach, describe, expect, it } from 'vitest';
import { previousPath, rememberPath } from './previous-path';

beforeEach(() => window.sessionStorage.clear());

describe('the previous path', () => {
  it('is the page before the current one, its query ignored', () => {
    expect(previousPath('/')).toBeNull();
    rememberPath('/');
    expect(previousPath('/')).toBeNull();
    rememberPath('/busca?q=geladeira');
    rememberPath('/lotes/42?foto=2');
    expect(previousPath('/lotes/42')).toBe('/busca');
  });

  it('skips the sign-in steps, so signing in returns to the page the person was on', () => {
    rememberPath('/eventos/leilao-de-maquinas');
    rememberPath('/auth/entrar');
    expect(previousPath('/auth/entrar')).toBe('/eventos/leilao-de-maquinas');
    rememberPath('/auth/verificar-telefone');
    expect(previousPath('/auth/verificar-telefone')).toBe('/eventos/leilao-de-maquinas');
  });

  it('is right before the new route is noted, as the page asks during the same change', () => {
    rememberPath('/');
    rememberPath('/lotes/7');
    // Arrived at /auth/entrar; the tracker has not run yet.
    expect(previousPath('/auth/entrar')).toBe('/lotes/7');
  });

  it('does not move on a new query of the same page', () => {
    rememberPath('/');
    rememberPath('/busca?q=mesa');
    rememberPath('/busca?q=cadeira');
    expect(previousPath('/busca')).toBe('/');
  });
});
