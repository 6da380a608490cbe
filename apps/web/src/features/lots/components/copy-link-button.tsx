'use client';

import { notify } from '@/lib/toast';

export function CopyLinkButton({ url }: { url: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        navigator.clipboard
          ?.writeText(url)
          .then(() => notify.success('Link copiado!'))
          .catch(() => notify.error('Não foi possível copiar o link.'));
      }}
      className="inline-flex h-11 items-center rounded-full border border-line px-4 font-medium text-ink text-sm hover:border-brand-500 hover:bg-brand-50"
    >
      Copiar link
    </button>
  );
}
