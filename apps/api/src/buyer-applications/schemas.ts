/** Response shapes of buyer applications live in the domain package, shared with the web. */
export {
  activeApplicationResponseSchema,
  addressViewSchema,
  applicationDocumentSchema,
  applicationDocumentsResponseSchema,
  buyerApplicationDocumentsSchema,
  buyerApplicationResponseSchema,
  buyerApplicationSchema,
  documentUploadResponseSchema,
  historyEntrySchema,
  registrationDataViewSchema,
} from '@circula/domain';
