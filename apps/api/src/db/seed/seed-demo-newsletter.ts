import { hashPassword } from '../../auth/passwords.js';
import { createUser } from '../../users/create-user.js';
import type { Database } from '../client.js';
import { newsletterSubscribers, userRoles, userSpecialPermissions } from '../schema/index.js';
import { demoConsent, demoPassword } from './seed-demo-activity.js';

/** The demo's newsletter team: one MARKETING author, and one approver who holds both newsletter permissions. */
export const demoMarketingAuthor = { name: 'Carla Marketing', email: 'marketing.demo@example.com' } as const;
export const demoNewsletterApprover = {
  name: 'Paulo Aprovador',
  email: 'aprovacao.demo@example.com',
} as const;

/**
 * Staff and subscribers to try the newsletter campaigns with (decisions 200–204): the author writes, the
 * approver (never the author) approves; a few subscribers in São Paulo receive it (in the outbox without SMTP).
 */
export async function seedDemoNewsletter(db: Database): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  const { user: author } = await createUser(db, {
    ...demoMarketingAuthor,
    passwordHash,
    emailVerified: true,
    consent: demoConsent,
  });
  const { user: approver } = await createUser(db, {
    ...demoNewsletterApprover,
    passwordHash,
    emailVerified: true,
    consent: demoConsent,
  });
  await db.insert(userRoles).values([
    { userId: author.id, role: 'CIRCULA_MARKETING', level: 1 },
    { userId: approver.id, role: 'CIRCULA_MARKETING', level: 0 },
  ]);
  await db.insert(userSpecialPermissions).values([
    { userId: approver.id, permission: 'APPROVE_MAIN_NEWSLETTER' },
    { userId: approver.id, permission: 'APPROVE_PARTNER_NEWSLETTER' },
  ]);
  await db.insert(newsletterSubscribers).values(
    ['ana', 'bruno', 'carla'].map((name) => ({
      email: `${name}.newsletter@example.com`,
      state: 'SP',
      city: 'SÃO PAULO',
      source: 'home',
      confirmedAt: new Date(),
    })),
  );
}
