// Paths of the account's reads, apart from the readers: the account hooks load on every page (decision 048).
export const activeApplicationPath = 'web/buyer-applications/active';
export const applicationDocumentsPath = (applicationId: string) =>
  `web/buyer-applications/${applicationId}/documents`;
export const buyerPath = (buyerId: string) => `web/buyers/${buyerId}`;
export const userPath = (userId: string) => `web/users/${userId}`;
