import {
  type AccountBanner,
  accountBannerTexts,
  type DocumentType,
  requiredDocumentTypes,
} from '@circula/domain';
import type { ApplicationDocuments, BuyerApplication } from '../api/types';
import { documentOf } from './steps';

/**
 * How long the team takes to review an application, told to the buyer before and after sending it. The
 * team works in business hours (the footer's 8h–17h); most reviews end within this many business days.
 */
export const reviewBusinessDays = 2;

export const reviewEstimateText = `A equipe da Circula analisa os cadastros em dias úteis, das 8h às 17h; a análise costuma levar até ${reviewBusinessDays} dias úteis. Avisaremos por e-mail quando terminar.`;

/**
 * Sending this document completes the application, and the API then puts it under review at once: such a
 * file is held for the review step instead of being sent on choice.
 */
export function completesApplication(
  application: BuyerApplication,
  documents: ApplicationDocuments | null | undefined,
  type: DocumentType,
): boolean {
  return requiredDocumentTypes(application.type)
    .filter((other) => other !== type)
    .every((other) => {
      const document = documentOf(documents, other);
      return document != null && document.status !== 'REJECTED';
    });
}

/**
 * The banners shown at the top of every page. A seller's user came to sell: the invitation to verify as a
 * buyer stays on /conta and in the avatar menu instead of following them on every page.
 */
export function sitewideBanners(
  banners: readonly AccountBanner[],
  sellerCount: number | undefined,
): readonly AccountBanner[] {
  if (!sellerCount) return banners;
  return banners.filter((banner) => banner !== accountBannerTexts.accountUnverified);
}
