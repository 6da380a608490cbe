/** The tag of the web server's cached banner reads; the API's POST /api/revalidate names it. */
export const bannersCacheTag = 'banners';
