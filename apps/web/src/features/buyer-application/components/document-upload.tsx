'use client';

import type { DocumentStatus } from '@circula/domain';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { failureText } from '@/lib/http/failure-text';
import type { ApplicationDocument } from '../api/types';

export const acceptedDocumentTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
const acceptedExtensions = /\.(jpe?g|png|pdf)$/i;

export const documentStatusLabels: Record<DocumentStatus, string> = {
  UNDER_REVIEW: 'Em análise',
  APPROVED: 'Aprovado',
  REJECTED: 'Recusado',
};

const statusStyles: Record<DocumentStatus, string> = {
  UNDER_REVIEW: 'bg-sky-50 text-sky-900',
  APPROVED: 'bg-brand-50 text-brand-800',
  REJECTED: 'bg-red-50 text-red-800',
};

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Checks type and size before sending, with the same limits the API applies. */
export function checkDocumentFile(file: File, maxBytes: number): string | null {
  const typeOk =
    (acceptedDocumentTypes as readonly string[]).includes(file.type) ||
    (file.type === '' && acceptedExtensions.test(file.name));
  if (!typeOk) return 'Envie um arquivo JPEG, PNG ou PDF.';
  if (file.size > maxBytes) return `O arquivo passa do limite de ${formatFileSize(maxBytes)}.`;
  if (file.size === 0) return 'O arquivo está vazio.';
  return null;
}

export interface DocumentUploadProps {
  label: string;
  document: ApplicationDocument | null;
  /** False once the application is under review or approved. */
  editable: boolean;
  maxBytes: number;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
}

/**
 * One document: its status and rejection reason, a preview (the image, or the PDF's name), and a drop zone
 * with a file picker that sends at once and shows the progress. An approved document stays as it is.
 */
export function DocumentUpload({ label, document, editable, maxBytes, upload }: DocumentUploadProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!selected?.type.startsWith('image/')) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(selected);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [selected]);

  const canReplace = editable && document?.status !== 'APPROVED';
  const uploading = progress !== null;

  async function send(file: File) {
    const problem = checkDocumentFile(file, maxBytes);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSelected(file);
    setProgress(0);
    try {
      await upload(file, setProgress);
    } catch (caught) {
      setError(failureText(caught));
      setSelected(null);
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!canReplace || uploading) return;
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  }

  const shownName = selected?.name ?? document?.fileName;
  const shownImage = previewUrl ?? (document?.contentType.startsWith('image/') ? document.url : null);
  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <section aria-label={label} className="rounded-2xl border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{label}</h3>
        {document && !uploading ? (
          <span className={`rounded-full px-3 py-0.5 font-medium text-sm ${statusStyles[document.status]}`}>
            {documentStatusLabels[document.status]}
          </span>
        ) : null}
      </div>
      {document?.status === 'REJECTED' && document.rejectionReason ? (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm">
          Motivo da recusa: {document.rejectionReason}
        </p>
      ) : null}
      {shownName ? (
        <div className="mt-3 flex items-center gap-3">
          {shownImage ? (
            // biome-ignore lint/performance/noImgElement: a local preview or a short-lived private link, not an optimisable asset
            <img
              src={shownImage}
              alt={`Pré-visualização: ${label}`}
              className="h-20 w-28 rounded-lg object-cover"
            />
          ) : (
            <span className="flex h-20 w-28 items-center justify-center rounded-lg bg-slate-100 font-semibold text-muted text-sm">
              PDF
            </span>
          )}
          <span className="break-all text-sm">{shownName}</span>
        </div>
      ) : null}
      {uploading ? (
        <div className="mt-3">
          <div
            role="progressbar"
            aria-label={`Enviando ${label}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-muted text-sm">Enviando... {percent}%</p>
        </div>
      ) : null}
      {canReplace && !uploading ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the drop zone adds dragging to the labelled file button inside it
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-dragging={dragging || undefined}
          className="mt-3 flex flex-col items-center gap-2 rounded-xl border-2 border-slate-300 border-dashed p-4 text-center text-sm data-dragging:border-brand-600 data-dragging:bg-brand-50"
        >
          <p>Arraste o arquivo para cá ou</p>
          <label htmlFor={inputId} className={`${buttonStyles.secondary} cursor-pointer`}>
            {document ? 'Enviar outro arquivo' : 'Escolher arquivo'}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={acceptedDocumentTypes.join(',')}
            className="sr-only"
            aria-label={`${document ? 'Enviar outro arquivo' : 'Escolher arquivo'}: ${label}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void send(file);
            }}
          />
          <p className="text-muted text-xs">JPEG, PNG ou PDF, até {formatFileSize(maxBytes)}.</p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </section>
  );
}
