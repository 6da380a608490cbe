import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundTitle } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  title: notFoundTitle,
  robots: { index: false, follow: true },
};

/**
 * Any address no page of the site answers: the site's own 404 (app/(site)/not-found.tsx), inside its header
 * and footer. Answering them here keeps the root not-found file, which travels in the payload of every page,
 * down to the few lines the back office's refusals need.
 */
export default function UnknownAddress(): never {
  notFound();
}
