import type { BuyerType } from '@circula/domain';
import { listCurrentDocuments } from './buyer-applications-repository.js';
import type { ApplicationDeps } from './context.js';
import { getOwnApplicationOrThrow } from './get-own-application.js';
import { toDocumentsPayload } from './views.js';

/** GET /web/buyer-applications/{id}/documents: the owner's documents, each with status and a short link. */
export async function listApplicationDocuments(
  deps: Pick<ApplicationDeps, 'db' | 'config'>,
  callerUserId: string,
  applicationId: string,
) {
  const application = await getOwnApplicationOrThrow(deps.db, callerUserId, applicationId);
  const documents = await listCurrentDocuments(deps.db, application.id);
  return toDocumentsPayload(deps.config, application.type as BuyerType, documents);
}
