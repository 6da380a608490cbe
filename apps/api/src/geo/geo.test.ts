import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';

const { app } = await createTestApp();

describe('GET /web/geo/states', () => {
  it('lists the 27 UFs by name with code and name', async () => {
    const response = await app.inject('/web/geo/states');
    expect(response.statusCode).toBe(200);
    const states = response.json<{ code: string; name: string }[]>();
    expect(states).toHaveLength(27);
    expect(states[0]).toEqual({ code: 'AC', name: 'Acre' });
    expect(states.map((s) => s.name)).toEqual(
      [...states.map((s) => s.name)].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    );
    expect(states.every((s) => /^[A-Z]{2}$/.test(s.code))).toBe(true);
    expect(response.headers['cache-control']).toContain('max-age');
  });
});

describe('GET /web/geo/states/:code/cities', () => {
  it('lists every IBGE municipality of the UF, sorted by name', async () => {
    const response = await app.inject('/web/geo/states/SP/cities');
    expect(response.statusCode).toBe(200);
    const cities = response.json<{ name: string }[]>();
    expect(cities).toHaveLength(645);
    expect(cities.some((c) => c.name === 'São Paulo')).toBe(true);
    expect(cities[0]?.name).toBe('Adamantina');
  });

  it('accepts a lower-case code', async () => {
    const response = await app.inject('/web/geo/states/df/cities');
    expect(response.json()).toEqual([{ name: 'Brasília' }]);
  });

  it('answers 404 with a clear message for an unknown UF', async () => {
    const response = await app.inject('/web/geo/states/XX/cities');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'STATE_NOT_FOUND' });
    expect(response.json().message).toContain('XX');
  });
});
