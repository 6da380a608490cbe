'use client';

import { useId, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { publicConfig } from '@/config/public';
import { acceptedDocumentTypes, checkDocumentFile } from '@/features/buyer-application';
import { failureText } from '@/lib/http/failure-text';

/** Picks a deposit receipt (PDF, JPEG or PNG) and sends it at once, showing the progress. */
export function ReceiptUpload({
  label,
  upload,
}: {
  label: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(file: File) {
    const problem = checkDocumentFile(file, publicConfig.uploadMaxBytes);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      await upload(file, setProgress);
    } catch (caught) {
      setError(failureText(caught));
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <div className="space-y-2">
      <p className="font-medium text-sm">{label}</p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={acceptedDocumentTypes.join(',')}
        disabled={progress !== null}
        className="peer sr-only"
        aria-label={`Escolher arquivo: ${label}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void send(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={`${buttonStyles.secondary} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-70`}
      >
        Escolher arquivo
      </label>
      <p className="text-muted text-xs">PDF, JPEG ou PNG.</p>
      {progress !== null ? (
        <div className="space-y-1">
          <progress
            className="h-2 w-full"
            max={100}
            value={percent}
            aria-label={`Enviando comprovante: ${percent}%`}
          />
          <p className="text-muted text-xs" aria-live="polite">
            Enviando... {percent}%
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
