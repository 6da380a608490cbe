import { accountBannerTexts } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import type { ApplicationDocument, ApplicationDocuments, BuyerApplication } from '../api/types';
import { completesApplication, sitewideBanners } from './review';

const application = (type: BuyerApplication['type']) => ({ type }) as BuyerApplication;
const document = (status: ApplicationDocument['status']) => ({ status }) as ApplicationDocument;
const documents = (
  front: ApplicationDocument | null,
  back: ApplicationDocument | null,
): ApplicationDocuments => ({
  naturalPersonPhotoIdFrontDocument: front,
  naturalPersonPhotoIdBackDocument: back,
  incorporationDocument: null,
  status: 'UNDER_REVIEW',
});

describe('the document that completes an application', () => {
  it('is the last one missing: the first of two is sent at once, the second waits for the review', () => {
    const person = application('NATURAL_PERSON');
    expect(completesApplication(person, documents(null, null), 'NATURAL_PERSON_PHOTO_ID_FRONT')).toBe(false);
    expect(
      completesApplication(person, documents(document('UNDER_REVIEW'), null), 'NATURAL_PERSON_PHOTO_ID_BACK'),
    ).toBe(true);
  });

  it('is not a replacement while another document is still refused', () => {
    const person = application('NATURAL_PERSON');
    expect(
      completesApplication(
        person,
        documents(document('REJECTED'), document('REJECTED')),
        'NATURAL_PERSON_PHOTO_ID_FRONT',
      ),
    ).toBe(false);
  });

  it("is a company's only document", () => {
    expect(completesApplication(application('JURIDICAL_PERSON'), undefined, 'INCORPORATION_DOCUMENT')).toBe(
      true,
    );
  });
});

describe('the banners on every page', () => {
  const all = [accountBannerTexts.phoneUnverified, accountBannerTexts.accountUnverified];

  it("do not ask a seller's user to verify as a buyer, and keep every other banner", () => {
    expect(sitewideBanners(all, 1)).toEqual([accountBannerTexts.phoneUnverified]);
  });

  it('keep the invitation for buyers, and while the memberships are unknown', () => {
    expect(sitewideBanners(all, 0)).toEqual(all);
    expect(sitewideBanners(all, undefined)).toEqual(all);
  });
});
