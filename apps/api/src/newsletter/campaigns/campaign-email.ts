import type { CampaignBlock } from '@circula/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { listings, lots } from '../../db/schema/index.js';
import type { NewsletterBlock } from '../../notifications/email/catalog.js';
import { type RenderedEmail, renderEmail } from '../../notifications/email/render.js';

/** The campaign as sent: its blocks with lots and Events resolved, and every address its links go to. */
export interface CampaignContent {
  blocks: NewsletterBlock[];
  links: string[];
}

const origin = (site: string) => site.replace(/\/+$/, '');

/** Resolves the catalogue picks of the blocks (titles, addresses on the site), in the order picked. */
export async function resolveCampaignContent(
  db: Database,
  blocks: readonly CampaignBlock[],
  site: string,
): Promise<CampaignContent> {
  const web = origin(site);
  const lotIds = blocks.flatMap((block) => (block.type === 'LOTS' ? block.lotIds : []));
  const listingIds = blocks.flatMap((block) => (block.type === 'EVENTS' ? block.listingIds : []));
  const lotRows =
    lotIds.length > 0
      ? await db
          .select({ id: lots.id, title: lots.title, city: lots.city, state: lots.state })
          .from(lots)
          .where(inArray(lots.id, lotIds))
      : [];
  const listingRows =
    listingIds.length > 0
      ? await db
          .select({
            id: listings.id,
            slug: listings.slug,
            title: listings.title,
            city: listings.city,
            state: listings.state,
          })
          .from(listings)
          .where(inArray(listings.id, listingIds))
      : [];
  const lotById = new Map(lotRows.map((row) => [row.id, row]));
  const listingById = new Map(listingRows.map((row) => [row.id, row]));
  const resolveBlock = (block: CampaignBlock): NewsletterBlock[] => {
    switch (block.type) {
      case 'HEADING':
        return [{ kind: 'heading', text: block.text }];
      case 'TEXT':
        return [{ kind: 'text', text: block.text }];
      case 'BUTTON':
        return [{ kind: 'button', label: block.label, url: block.url }];
      case 'LOTS': {
        const items = block.lotIds.flatMap((id) => {
          const lot = lotById.get(id);
          return lot
            ? [
                {
                  title: lot.title,
                  description: `Lote em ${lot.city}/${lot.state}`,
                  url: `${web}/lotes/${lot.id}`,
                },
              ]
            : [];
        });
        return items.length > 0 ? [{ kind: 'items', items }] : [];
      }
      case 'EVENTS': {
        const items = block.listingIds.flatMap((id) => {
          const listing = listingById.get(id);
          return listing
            ? [
                {
                  title: listing.title,
                  description: `Evento em ${listing.city}/${listing.state}`,
                  url: `${web}/eventos/${listing.slug}`,
                },
              ]
            : [];
        });
        return items.length > 0 ? [{ kind: 'items', items }] : [];
      }
    }
  };
  const resolved = blocks.flatMap(resolveBlock);
  const links: string[] = [];
  const note = (url: string) => {
    if (!links.includes(url)) links.push(url);
  };
  for (const block of resolved) {
    if (block.kind === 'button') note(block.url);
    if (block.kind === 'items') for (const item of block.items) note(item.url);
  }
  return { blocks: resolved, links };
}

/** The same blocks with each link replaced by `track(index of the address in links)`. */
function withTrackedLinks(content: CampaignContent, track: (index: number) => string): NewsletterBlock[] {
  const tracked = (url: string) => track(content.links.indexOf(url));
  return content.blocks.map((block) => {
    if (block.kind === 'button') return { ...block, url: tracked(block.url) };
    if (block.kind === 'items')
      return { ...block, items: block.items.map((item) => ({ ...item, url: tracked(item.url) })) };
    return block;
  });
}

export interface RecipientLinks {
  /** Public address of the API (pixel, clicks, one-click unsubscribe). */
  api: string;
  /** Origin of the web app (the unsubscribe page). */
  site: string;
  /** The recipient's opaque token (pixel and clicks); null for a test send (links go straight). */
  trackingToken: string | null;
  unsubscribeToken: string;
}

export const unsubscribePageUrl = (site: string, token: string) =>
  `${origin(site)}/newsletter/cancelar?t=${encodeURIComponent(token)}`;
export const oneClickUnsubscribeUrl = (api: string, token: string) =>
  `${origin(api)}/web/newsletter/unsubscribe?t=${encodeURIComponent(token)}`;

/** RFC 8058: the one-click unsubscribe a mail client offers, POSTed to the API without a session. */
export const listUnsubscribeHeaders = (api: string, token: string) => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeUrl(api, token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The campaign e-mail of one recipient: tracked links and pixel, and their own unsubscribe link. */
export async function renderCampaignEmail(
  campaign: { subject: string; preheader: string },
  content: CampaignContent,
  links: RecipientLinks,
): Promise<RenderedEmail> {
  const api = origin(links.api);
  const token = links.trackingToken;
  const blocks = token
    ? withTrackedLinks(content, (index) => `${api}/web/newsletter/c/${token}/${index}`)
    : content.blocks;
  return renderEmail(
    'NEWSLETTER',
    {
      subject: campaign.subject,
      preheader: campaign.preheader,
      blocks,
      unsubscribeUrl: unsubscribePageUrl(links.site, links.unsubscribeToken),
      openPixelUrl: token ? `${api}/web/newsletter/o/${token}.gif` : undefined,
    },
    links.site,
  );
}
