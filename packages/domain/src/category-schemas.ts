import { z } from 'zod';
import { macroCategoryCodes } from './categories.js';

/** A macro category as the public site shows it: the name and slug staff gave it (decision 212). */
export const categoryViewSchema = z.object({
  code: z.enum(macroCategoryCodes),
  name: z.string(),
  slug: z.string(),
});
export type CategoryView = z.infer<typeof categoryViewSchema>;

/** GET /web/asset-categories/macros */
export const macroCategoriesAnswerSchema = z.object({
  assetCategories: z.array(categoryViewSchema.extend({ id: z.uuid() })),
});
export type MacroCategoriesAnswer = z.infer<typeof macroCategoriesAnswerSchema>;

/** GET /web/asset-categories/by-slug/:slug */
export const categoryBySlugAnswerSchema = z.object({
  category: categoryViewSchema,
  /** False for a slug the category had before: the page answers 308 to `category.slug`. */
  current: z.boolean(),
});
export type CategoryBySlugAnswer = z.infer<typeof categoryBySlugAnswerSchema>;
