import { z } from 'zod';
import { notificationTypes } from './enums.js';

/**
 * Every e-mail Circula sends has one template: the spec's notification types, the other notices of the
 * account area (payments, offers, pick-up, referral bonus), the favourites link, the seller team e-mails,
 * the billing statement and the newsletter.
 */
export const emailTemplateTypes = [
  ...notificationTypes,
  'FAVORITE_LIST_LINK',
  'SELLER_INVITATION',
  'SELLER_USER_ADDED',
  'STAFF_INVITATION',
  'ACCOUNT_DELETION_REQUESTED',
  'ACCOUNT_DELETED',
  'DATA_EXPORT_READY',
  'CONDITIONAL_SALE_APPROVED',
  'CONDITIONAL_SALE_REJECTED',
  'CONDITIONAL_SALE_RELEASED',
  'PAYMENT_INSTRUCTIONS',
  'PAYMENT_RECEIPT_REFUSED',
  'PAYMENT_FINE_CREATED',
  'BUYER_UNBLOCKED',
  'PIX_PAYMENT_UNMATCHED',
  'PIX_PAYMENT_RETURNED',
  'PIX_AMOUNT_TO_RETURN',
  'PIX_AMOUNT_MISMATCH',
  'OFFER_RECEIVED',
  'OFFER_CLOSED',
  'LISTING_CANCELLED',
  'BOOKING_REMINDER',
  'PICK_UP_NOT_COLLECTED',
  'LOTS_COLLECTED',
  'REFERRAL_BONUS_CREDITED',
  'BILLING',
  'NEWSLETTER',
  'NEWSLETTER_CONFIRMATION',
] as const;
export type EmailTemplateType = (typeof emailTemplateTypes)[number];

/** SERVICE mail is about the account or a purchase; MARKETING mail carries an unsubscribe link. */
export const emailAudiences = ['SERVICE', 'MARKETING'] as const;
export type EmailAudience = (typeof emailAudiences)[number];

export const emailTemplateSummarySchema = z.object({
  type: z.enum(emailTemplateTypes),
  label: z.string(),
  audience: z.enum(emailAudiences),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

export const emailTemplateListSchema = z.object({ templates: z.array(emailTemplateSummarySchema) });
export type EmailTemplateList = z.infer<typeof emailTemplateListSchema>;

/** A template rendered with sample data: what the recipient's mail client shows, both parts. */
export const emailTemplatePreviewSchema = emailTemplateSummarySchema.extend({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type EmailTemplatePreview = z.infer<typeof emailTemplatePreviewSchema>;
