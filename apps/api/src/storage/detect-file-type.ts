/** The kinds of file we accept for documents, told apart by their first bytes, never by name. */
export const acceptedFileTypes = {
  'image/jpeg': { extensions: ['jpg', 'jpeg'], signature: [0xff, 0xd8, 0xff] },
  'image/png': { extensions: ['png'], signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // '%PDF-'
  'application/pdf': { extensions: ['pdf'], signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
} as const;

export type AcceptedContentType = keyof typeof acceptedFileTypes;

/** Bytes to read from the start of a file to recognise it. */
export const signatureLength = 8;

export function detectFileType(head: Uint8Array): AcceptedContentType | null {
  for (const [contentType, { signature }] of Object.entries(acceptedFileTypes)) {
    if (head.length >= signature.length && signature.every((byte, i) => head[i] === byte)) {
      return contentType as AcceptedContentType;
    }
  }
  return null;
}

/** The content type a file name's extension promises, or null for an extension we do not take. */
export function contentTypeOfExtension(fileName: string): AcceptedContentType | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  const extension = match?.[1]?.toLowerCase();
  if (!extension) return null;
  for (const [contentType, { extensions }] of Object.entries(acceptedFileTypes)) {
    if ((extensions as readonly string[]).includes(extension)) return contentType as AcceptedContentType;
  }
  return null;
}

export function extensionOf(contentType: AcceptedContentType): string {
  return acceptedFileTypes[contentType].extensions[0];
}
