/** Last revision of each legal document (YYYY-MM-DD); the footer badges and page headers read these. */
export const legalVersions = {
  terms: '2025-04-28',
  privacy: '2025-01-28',
} as const;
