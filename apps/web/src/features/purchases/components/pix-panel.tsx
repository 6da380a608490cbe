'use client';

import type { PixCharge } from '@circula/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';

/** The SVG as a data URL: drawn by the browser as an image, never parsed into the page as markup. */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

export function PixPanel({
  pix,
  onSimulate,
}: {
  pix: PixCharge;
  /** Pays through the local simulated provider (shown only when `pix.simulated`). */
  onSimulate: () => Promise<void>;
}) {
  const [simulating, setSimulating] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(pix.copyAndPaste);
      toast.success('Código PIX copiado');
    } catch {
      toast.error('Não foi possível copiar. Selecione o código e copie manualmente.');
    }
  }
  async function simulate() {
    setSimulating(true);
    try {
      await onSimulate();
    } finally {
      setSimulating(false);
    }
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {/* biome-ignore lint/performance/noImgElement: a data URL has nothing for next/image to optimise */}
        <img
          src={svgDataUrl(pix.qrCodeSvg)}
          alt="QR code do PIX para pagar esta compra"
          width={208}
          height={208}
          className="size-52 shrink-0 rounded-lg border border-line bg-white p-2"
        />
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          <li>Abra o app do seu banco e escolha pagar com PIX.</li>
          <li>Leia o QR code ou cole o código PIX copia e cola.</li>
          <li>Confira o valor e o recebedor e confirme.</li>
          <li>Esta página mostra &quot;Pago&quot; assim que o pagamento for confirmado.</li>
        </ol>
      </div>
      <div className="space-y-2">
        <label htmlFor="pix-copia-e-cola" className="block font-medium text-sm">
          PIX copia e cola
        </label>
        <textarea
          id="pix-copia-e-cola"
          readOnly
          rows={5}
          value={pix.copyAndPaste}
          onFocus={(event) => event.currentTarget.select()}
          className="field-sizing-content w-full resize-none break-all rounded-lg border border-line bg-slate-50 p-2 font-mono text-xs"
        />
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonStyles.primary} onClick={() => void copy()}>
            Copiar código PIX
          </button>
          {pix.simulated ? (
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={simulating}
              onClick={() => void simulate()}
            >
              {simulating ? <SpinnerIcon className="size-4" /> : null}
              Simular pagamento (ambiente de testes)
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
