import type { Metadata } from 'next';
import { NotFoundContent } from '@/app/_components/not-found-content';
import { notFoundTitle } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  title: notFoundTitle,
  robots: { index: false, follow: true },
};

/** A lot, Event or page of the site that does not exist, inside the site's own header and footer. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
