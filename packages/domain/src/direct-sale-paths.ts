// Apart from direct-sale-schemas.ts (zod): the lot page's "Comprar agora" links here, and its first script
// carries no schema library (decision 260).

/** The web path of the checkout of a lot (spec §2: /listing-checkouts/...). */
export const listingCheckoutPath = (lotId: string, quantity: number) =>
  `/listing-checkouts/${lotId}?quantidade=${quantity}`;
