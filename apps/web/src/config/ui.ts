/** Interface constants of the spec (§9), in one place so components and tests agree. */
export const ui = {
  /** The app's toast area: toasts of a type without a duration of its own (custom ones). */
  toastDurationMs: 5000,
  /** Per toast type (react-hot-toast's own defaults, which the area's 5 s must not override). */
  toastDurationsMs: { blank: 4000, error: 4000, success: 2000, loading: Number.POSITIVE_INFINITY },
  toastPosition: 'top-center',
  locationLabelMaxLength: 8,
  featuredCategoriesOnMobile: 4,
  avatarMenuMinWidthPx: 250,
  bannerCookieDays: 365,
  linkPrefetchMarginPx: 200,
  select: {
    placeholder: 'Selecionar ...',
    noOptions: 'Nenhum resultado encontrado',
    noInput: 'Digite para pesquisar',
    menuMaxHeight: 300,
    menuMinHeight: 140,
    pageSize: 5,
  },
} as const;

/** Breakpoints in px: tiny mobile < 480, mobile < 640, tablet 640–1024, desktop > 1024, above-xl ≥ 1280. */
export const breakpoints = {
  tiny: 480,
  mobile: 640,
  desktop: 1024,
  xl: 1280,
} as const;

export const http = {
  timeoutMs: 10_000,
  retryLimit: 2,
  retryMethods: ['get', 'put', 'head', 'delete', 'options', 'trace'],
  retryStatusCodes: [408, 413, 429, 500, 502, 503, 504],
} as const;
