import { z } from 'zod';
import { macroCategoryCodes } from './categories.js';
import { type BannerType, bannerTypes } from './enums.js';

/** Where a banner shows: the home page, the search page, or one category's page. */
export const bannerPlacements = ['HOME', 'SEARCH', 'CATEGORY'] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

/** The desktop image and the mobile one of a banner. */
export const bannerImageVariants = ['desktop', 'mobile'] as const;
export type BannerImageVariant = (typeof bannerImageVariants)[number];

export interface BannerSize {
  width: number;
  height: number;
}

/**
 * The fixed size of each banner type's images (decision 206): an upload is cropped to the aspect ratio and
 * resized to these pixels (and to half of them), so the site reserves the exact space before it loads.
 * DYNAMIC_PAIR is one of two banners shown side by side on desktop and stacked on mobile.
 */
export const bannerSizes: Record<BannerType, Record<BannerImageVariant, BannerSize>> = {
  RECTANGLE: { desktop: { width: 1200, height: 200 }, mobile: { width: 800, height: 300 } },
  DYNAMIC_LARGE: { desktop: { width: 1600, height: 500 }, mobile: { width: 800, height: 600 } },
  DYNAMIC_PAIR: { desktop: { width: 800, height: 400 }, mobile: { width: 800, height: 400 } },
};

export const bannerTypeLabels: Record<BannerType, string> = {
  RECTANGLE: 'Retângulo',
  DYNAMIC_LARGE: 'Destaque grande',
  DYNAMIC_PAIR: 'Dupla',
};

export const bannerPlacementLabels: Record<BannerPlacement, string> = {
  HOME: 'Página inicial',
  SEARCH: 'Busca',
  CATEGORY: 'Categoria',
};

/** Longest text of a banner's alt text. */
export const bannerAltMaxLength = 160;

/**
 * A banner's link: a path of this site ('/eventos/x', not '//host') or an https address. Anything else
 * (http, javascript:, data:) is refused.
 */
export function isValidBannerLink(value: string): boolean {
  if (value.length === 0 || value.length > 500 || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Key of an uploaded banner image, as the upload answered it. */
export const bannerImageKeyPattern =
  /^banners\/[a-f0-9]{32}\/(rectangle|dynamic-large|dynamic-pair)-(desktop|mobile)$/;

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}: informe data e hora válidas.` });
const imageKey = (label: string) =>
  z
    .string({ error: `Envie a imagem ${label}.` })
    .regex(bannerImageKeyPattern, { error: `Envie a imagem ${label}.` });

/** POST /backoffice/banners and PUT /backoffice/banners/:id. Times are ISO instants (UTC). */
export const bannerInputSchema = z
  .object({
    type: z.enum(bannerTypes, { error: 'Escolha o tipo do banner.' }),
    placement: z.enum(bannerPlacements, { error: 'Escolha onde o banner aparece.' }),
    categoryCode: z.enum(macroCategoryCodes, { error: 'Categoria inválida.' }).nullable().default(null),
    linkUrl: z.string({ error: 'Informe o link do banner.' }).trim().refine(isValidBannerLink, {
      error: 'O link deve ser um caminho do site (começando com /) ou um endereço https://.',
    }),
    altText: z
      .string({ error: 'Informe o texto alternativo.' })
      .trim()
      .min(3, { error: 'Descreva a imagem em pelo menos 3 caracteres (texto alternativo).' })
      .max(bannerAltMaxLength, {
        error: `O texto alternativo pode ter no máximo ${bannerAltMaxLength} caracteres.`,
      }),
    desktopImageKey: imageKey('para desktop'),
    mobileImageKey: imageKey('para celular'),
    startsAt: instant('Início'),
    endsAt: instant('Fim'),
  })
  .superRefine((input, context) => {
    if (input.placement === 'CATEGORY' && input.categoryCode === null) {
      context.addIssue({ code: 'custom', path: ['categoryCode'], message: 'Escolha a categoria do banner.' });
    }
    if (input.placement !== 'CATEGORY' && input.categoryCode !== null) {
      context.addIssue({
        code: 'custom',
        path: ['categoryCode'],
        message: 'Só banners de categoria têm categoria.',
      });
    }
    if (Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'O fim deve ser depois do início.' });
    }
    const slug = input.type.toLowerCase().replace('_', '-');
    for (const [field, variant] of [
      ['desktopImageKey', 'desktop'],
      ['mobileImageKey', 'mobile'],
    ] as const) {
      if (!input[field].endsWith(`/${slug}-${variant}`)) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'A imagem foi enviada para outro tipo de banner; envie-a de novo.',
        });
      }
    }
  });
export type BannerInput = z.infer<typeof bannerInputSchema>;

/** A banner image in its renditions (WebP), at the type's fixed size. */
export const bannerImageSchema = z.object({
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The full-size rendition. */
  url: z.string(),
  sources: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type BannerImage = z.infer<typeof bannerImageSchema>;

export const bannerImageUploadResponseSchema = z.object({ image: bannerImageSchema });

/** When a banner shows, relative to now. */
export const bannerWindowStates = ['SCHEDULED', 'ACTIVE', 'ENDED'] as const;
export type BannerWindowState = (typeof bannerWindowStates)[number];

export const adminBannerSchema = z.object({
  id: z.uuid(),
  type: z.enum(bannerTypes),
  placement: z.enum(bannerPlacements),
  categoryCode: z.enum(macroCategoryCodes).nullable(),
  linkUrl: z.string(),
  altText: z.string(),
  desktopImage: bannerImageSchema,
  mobileImage: bannerImageSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  position: z.number().int(),
  state: z.enum(bannerWindowStates),
  updatedAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminBannerResponseSchema = z.object({ banner: adminBannerSchema });
export const adminBannersResponseSchema = z.object({ banners: z.array(adminBannerSchema) });
/** A deleted banner: 204, no body. */
export const bannerDeletedSchema = z.null();

export const adminBannersQuerySchema = z.object({
  placement: z.enum(bannerPlacements, { error: 'Local inválido.' }).optional(),
  categoryCode: z.enum(macroCategoryCodes, { error: 'Categoria inválida.' }).optional(),
  type: z.enum(bannerTypes, { error: 'Tipo inválido.' }).optional(),
  state: z.enum(bannerWindowStates, { error: 'Situação inválida.' }).optional(),
});
export type AdminBannersQuery = z.infer<typeof adminBannersQuerySchema>;

/** PUT /backoffice/banners/order: the new order of the banners of one placement (and category). */
export const bannerOrderInputSchema = z.object({
  placement: z.enum(bannerPlacements, { error: 'Local inválido.' }),
  categoryCode: z.enum(macroCategoryCodes, { error: 'Categoria inválida.' }).nullable().default(null),
  bannerIds: z
    .array(z.uuid({ error: 'Identificador de banner inválido.' }))
    .min(1, { error: 'Informe os banners na nova ordem.' })
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Um banner aparece duas vezes na ordem.' }),
});
export type BannerOrderInput = z.infer<typeof bannerOrderInputSchema>;

/** GET /web/banners: the banners a placement shows now. */
export const publicBannersQuerySchema = z.object({
  placement: z.enum(bannerPlacements, { error: 'Local inválido.' }),
  category: z.enum(macroCategoryCodes, { error: 'Categoria inválida.' }).optional(),
});

export const publicBannerSchema = z.object({
  id: z.uuid(),
  type: z.enum(bannerTypes),
  linkUrl: z.string(),
  altText: z.string(),
  desktopImage: bannerImageSchema,
  mobileImage: bannerImageSchema,
  /** The window [startsAt, endsAt): the page shows the banner only inside it. */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PublicBanner = z.infer<typeof publicBannerSchema>;

export const publicBannersResponseSchema = z.object({
  banners: z.array(publicBannerSchema),
  /** The next instant a banner of this placement starts or ends: the web's cached copy expires then. */
  nextChangeAt: z.string().nullable(),
});
export type PublicBannersResponse = z.infer<typeof publicBannersResponseSchema>;

/** When a banner shows relative to `now`: the window is [startsAt, endsAt). */
export function bannerWindowState(
  window: { startsAt: Date | string; endsAt: Date | string },
  now: Date,
): BannerWindowState {
  const time = now.getTime();
  if (new Date(window.startsAt).getTime() > time) return 'SCHEDULED';
  if (new Date(window.endsAt).getTime() <= time) return 'ENDED';
  return 'ACTIVE';
}
