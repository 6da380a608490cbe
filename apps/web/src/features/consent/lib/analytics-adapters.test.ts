import { describe, expect, it, vi } from 'vitest';
import { identifyRumUser, loadWebAnalytics } from './analytics-adapters';

const user = { name: 'Maria', email: 'maria@example.com', buyerId: 'b1', sessionId: 's1' };

describe('analytics adapters', () => {
  it('load the web analytics script only when configured and consented, once', () => {
    const settings = { webAnalyticsSrc: '/_vercel/insights/script.js' };
    expect(loadWebAnalytics({}, 'analytics')).toBe(false);
    expect(loadWebAnalytics(settings, 'essential')).toBe(false);
    expect(loadWebAnalytics(settings, undefined)).toBe(false);
    expect(document.querySelectorAll('script[data-web-analytics]')).toHaveLength(0);
    expect(loadWebAnalytics(settings, 'analytics')).toBe(true);
    expect(loadWebAnalytics(settings, 'analytics')).toBe(true);
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-web-analytics]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('/_vercel/insights/script.js');
  });

  it('identify the user to the real-user monitoring only when configured and consented', () => {
    const setUser = vi.fn();
    const scope = { DD_RUM: { setUser } };
    expect(identifyRumUser({}, 'analytics', user, scope)).toBe(false);
    expect(identifyRumUser({ rumGlobal: 'DD_RUM' }, 'essential', user, scope)).toBe(false);
    expect(setUser).not.toHaveBeenCalled();
    expect(identifyRumUser({ rumGlobal: 'DD_RUM' }, 'analytics', user, scope)).toBe(true);
    expect(setUser).toHaveBeenCalledWith(user);
    // Configured but the library is not on the page: nothing, no error.
    expect(identifyRumUser({ rumGlobal: 'DD_RUM' }, 'analytics', user, {})).toBe(false);
  });
});
