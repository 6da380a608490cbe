export {
  authedFetcherOf,
  authedFetcherTyped,
  authedJson,
  authedJsonTyped,
  authedKey,
  authedRequest,
  SignedOutError,
} from './authed-client';
export {
  currentAccessToken,
  refreshAccessToken,
  type SessionSnapshot,
  serverSessionStored,
} from './session-store';
export { UploadError, uploadWithProgress } from './upload';
export { useAccessToken } from './use-access-token';
