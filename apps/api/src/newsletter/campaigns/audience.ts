import type { EmailAudienceExclusion } from '@circula/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface AudienceRule {
  states: readonly string[];
  cities: readonly string[];
  excludeCampaignId: string | null;
  exclusion: EmailAudienceExclusion | null;
}

/** Which recipients of the past campaign an exclusion leaves out (decision 201). */
function excludedRecipients(exclusion: EmailAudienceExclusion): SQL {
  switch (exclusion) {
    case 'ALL':
      return sql`r.state = 'SENT'`;
    case 'OPENS':
      return sql`r.first_opened_at is not null`;
    case 'CLICKS':
      return sql`r.first_clicked_at is not null`;
    case 'CLICKS_AND_OPENS':
      return sql`(r.first_opened_at is not null or r.first_clicked_at is not null)`;
  }
}

const inList = (column: SQL, values: readonly string[]) =>
  values.length === 0
    ? sql`true`
    : sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * The addresses of an audience, one row (`email`) each: confirmed newsletter subscribers (decision 283) and users who opted in to
 * the newsletter (located by their subscription or their buyer application's address), in the chosen
 * states and cities; minus addresses that unsubscribed, users who revoked the newsletter consent, and the
 * exclusion of a past campaign.
 */
export function audienceQuery(rule: AudienceRule): SQL {
  const exclusion =
    rule.exclusion && rule.excludeCampaignId
      ? sql`and not exists (
          select 1 from newsletter_campaign_recipients r
          where r.campaign_id = ${rule.excludeCampaignId} and r.email = c.email
            and ${excludedRecipients(rule.exclusion)})`
      : sql``;
  return sql`
    with candidates as (
      select s.email as email, s.state as state, s.city as city from newsletter_subscribers s
      where s.confirmed_at is not null
      union all
      select lower(u.email), upper(coalesce(ba.address_state, '')), upper(coalesce(ba.address_city, ''))
      from privacy_preferences p
      join users u on u.id = p.user_id
      left join buyer_applications ba on ba.user_id = u.id
      where p.newsletter_emails = true
    )
    select distinct c.email as email from candidates c
    where ${inList(sql`c.state`, rule.states)} and ${inList(sql`c.city`, rule.cities)}
      and not exists (select 1 from newsletter_unsubscribes x where x.email = c.email)
      and not exists (
        select 1 from privacy_preferences p join users u on u.id = p.user_id
        where lower(u.email) = c.email and p.newsletter_emails = false and p.newsletter_changed_at is not null)
      ${exclusion}
  `;
}

type Row = Record<string, unknown>;
export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** How many addresses the audience has now (the compose page's preview). */
export async function countAudience(db: Database, rule: AudienceRule): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as size from (${audienceQuery(rule)}) a`);
  return Number(rowsOf(result)[0]?.size ?? 0);
}

/**
 * Writes the campaign's recipients once (unique per campaign and address), each with an opaque random
 * token for its pixel and links. Run in the transaction that moves the campaign to SENDING.
 */
export async function materialiseRecipients(tx: Database, campaignId: string, rule: AudienceRule) {
  const result = await tx.execute(sql`
    insert into newsletter_campaign_recipients (campaign_id, email, token)
    select ${campaignId}, a.email,
      replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
    from (${audienceQuery(rule)}) a
    on conflict (campaign_id, email) do nothing
  `);
  return (result as { affectedRows?: number; rowCount?: number }).affectedRows ?? 0;
}
