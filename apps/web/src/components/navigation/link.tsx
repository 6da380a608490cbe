import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/** Marks the links whose page is fetched ahead when the visitor shows the intent to open it. */
export const intentPrefetchAttribute = 'data-prefetch';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's link: `next/link`'s client-side navigation without its prefetch on entering the viewport.
 * Our pages are rendered per request, and Next fetches the whole page for a link in view: home alone would
 * have the server render fourteen pages for every visit, and the browser process every answer while the
 * page is still coming alive. The page is fetched ahead when the pointer rests on the link, a finger
 * touches it or the keyboard focuses it instead (`IntentPrefetch`, one listener for the whole document).
 * `prefetch={false}` keeps a link out of that as well; any other value is Next's own behaviour.
 */
export default function Link({ prefetch, ...props }: LinkProps) {
  if (prefetch === undefined || prefetch === null) {
    return <NextLink prefetch={false} {...{ [intentPrefetchAttribute]: 'intent' }} {...props} />;
  }
  return <NextLink prefetch={prefetch} {...props} />;
}
