import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { bearer, makeUser, readOutbox, signIn } from '../auth/auth-test-factories.js';
import { smsCountryDayKey } from '../auth/throttle.js';
import { authThrottleEvents } from '../db/schema/index.js';
import { getUserOrThrow } from './find-user.js';

// SMS codes abroad have a platform-wide daily budget per country (decision 286); Brazilian phones do not.
const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SMS_FOREIGN_COUNTRY_DAY_MAX: '2' });

async function signedInUser() {
  const user = await makeUser(db);
  const session = await signIn(app, user.email);
  return { user, ...session };
}

const setPhone = (who: Awaited<ReturnType<typeof signedInUser>>, phone: string, phoneCountry?: string) =>
  app.inject({
    method: 'PATCH',
    url: `/web/users/${who.user.id}`,
    headers: bearer(who.accessToken),
    payload: { phone, ...(phoneCountry ? { phoneCountry } : {}) },
  });
const smsTo = async (phone: string) => (await readOutbox(app, phone)).filter((row) => row.channel === 'SMS');

describe('SMS codes to foreign phones', () => {
  it("stops at the day's budget for a country, whoever asks, while other countries and Brazil go on", async () => {
    for (const phone of ['912345671', '912345672']) {
      const who = await signedInUser();
      expect((await setPhone(who, phone, 'PT')).statusCode).toBe(200);
    }
    const third = await signedInUser();
    const refused = await setPhone(third, '912345673', 'PT');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(
      /^Hoje não é possível enviar mais códigos por SMS para telefones deste país\. Use um telefone do Brasil ou tente novamente em \d+ (horas?|minutos?)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await smsTo('+351912345673')).toHaveLength(0);
    expect((await getUserOrThrow(db, third.user.id)).phone).toBeNull();

    // Another country has its own budget; a Brazilian phone is not counted at all.
    expect((await setPhone(third, '2015550123', 'US')).statusCode).toBe(200);
    expect(await smsTo('+12015550123')).toHaveLength(1);
    const brazilian = await signedInUser();
    expect((await setPhone(brazilian, '11970000091')).statusCode).toBe(200);
    expect(await smsTo('+5511970000091')).toHaveLength(1);
  });

  it('of six accounts texting one country at once, no more than the budget get a code', async () => {
    // A burst may be refused beyond need (each taker sees the others' slots before they go back), never let
    // past the budget.
    const people = await Promise.all(Array.from({ length: 6 }, () => signedInUser()));
    const answers = await Promise.all(people.map((who, index) => setPhone(who, `740012345${index}`, 'GB')));
    const passed = answers.filter((answer) => answer.statusCode === 200).length;
    expect(passed).toBeLessThanOrEqual(2);
    expect(answers.every((answer) => [200, 429].includes(answer.statusCode))).toBe(true);
    let texted = 0;
    for (let index = 0; index < 6; index++) texted += (await smsTo(`+44740012345${index}`)).length;
    expect(texted).toBe(passed);
    // The refused gave their slot back: the budget holds exactly the codes sent.
    const held = await db
      .select({ id: authThrottleEvents.id })
      .from(authThrottleEvents)
      .where(eq(authThrottleEvents.keyHash, smsCountryDayKey('44')));
    expect(held).toHaveLength(passed);
  });
});
