'use client';

import {
  formatDateTimeLong,
  lotFulfilmentStatusLabels,
  sellerTitleTransfersSchema,
  type SellerTitleTransfers as Transfers,
  titleTransferStepLabels,
} from '@circula/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { buttonStyles } from '@/components/ui/button';
import { RefreshFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { completeTransfer, sellerTitleTransfersPath, uploadSellerTransferDocuments } from '../api/fulfilment';
import { lotLabel } from '../lib/delivery';

const card = 'rounded-2xl border border-line bg-white p-4';

/**
 * The title transfers of an Event (TITLE_TRANSFER_V0) on the seller's Event page: each paid lot's three steps
 * with dates and who acted; the seller's ADMIN sends the seller's documents once the buyer's arrived and
 * records the transfer once both are in. A VIEWER reads. Nothing shows for other check-out types.
 */
export function SellerTitleTransfers({ listingId }: { listingId: string }) {
  const { data, error, mutate } = useSWR(
    authedKey(sellerTitleTransfersPath(listingId)),
    authedFetcherOf(sellerTitleTransfersSchema),
  );
  if (error && !data) {
    return (
      <p role="alert" className={card}>
        Não foi possível carregar as transferências de titularidade.
      </p>
    );
  }
  if (data?.listing.checkOutType !== 'TITLE_TRANSFER_V0') return null;
  return (
    <section aria-labelledby="evento-transferencias" className={`${card} space-y-3`}>
      <div>
        <h2 id="evento-transferencias" className="font-semibold text-lg">
          Transferência de titularidade
        </h2>
        <p className="text-muted text-sm">
          Depois do pagamento: o comprador envia os documentos dele, a empresa envia os seus e registra a
          transferência concluída.
          {data.canAct ? '' : ' Seu papel é de leitura: só um administrador envia documentos e conclui.'}
        </p>
      </div>
      <RefreshFailure error={error} part="as transferências" />
      {data.lots.length === 0 ? <p className="text-sm">Nenhum lote pago ainda.</p> : null}
      <ul className="divide-y divide-line">
        {data.lots.map((lot) => (
          <TransferRow key={lot.id} lot={lot} canAct={data.canAct} onChanged={() => mutate()} />
        ))}
      </ul>
    </section>
  );
}

function TransferRow({
  lot,
  canAct,
  onChanged,
}: {
  lot: Transfers['lots'][number];
  canAct: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [finishing, setFinishing] = useState(false);
  const steps = lot.titleTransfer ?? [];
  const done = (step: string) => steps.find((candidate) => candidate.step === step)?.done ?? false;
  const buyerSent = done('BUYER_DOCUMENTS');
  const sellerSent = done('SELLER_DOCUMENTS');
  return (
    <li className="space-y-2 py-3" data-testid="title-transfer-lot">
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-semibold">{lotLabel(lot)}</span>
        <span className="text-sm">
          Comprador: <span className="font-medium">{lot.buyerUsername}</span> ·{' '}
          <span data-testid="title-transfer-status">{lotFulfilmentStatusLabels[lot.status]}</span>
        </span>
      </p>
      <ol className="space-y-1 text-sm" aria-label={`Etapas da transferência do lote ${lot.lotNumber}`}>
        {steps.map((step) => (
          <li key={step.step} data-state={step.done ? 'done' : 'pending'}>
            <span className={step.done ? 'font-semibold' : 'text-muted'}>
              {titleTransferStepLabels[step.step]}
            </span>
            {': '}
            {step.done && step.at ? (
              <>
                concluída em <time dateTime={step.at}>{formatDateTimeLong(step.at)}</time>
                {step.by ? ` por ${step.by}` : ''}
              </>
            ) : (
              'pendente'
            )}
          </li>
        ))}
      </ol>
      {canAct && lot.status === 'PENDING' ? (
        <div className="flex flex-wrap items-end gap-3">
          {buyerSent && !sellerSent ? (
            <label className="block text-sm">
              <span className="mb-1 block font-medium">
                Enviar os documentos da empresa (PDF, JPEG ou PNG)
              </span>
              <input
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                disabled={progress !== null}
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (!file) return;
                  setProgress(0);
                  try {
                    await uploadSellerTransferDocuments(lot.id, file, setProgress);
                    toast.success('Documentos da empresa enviados');
                    await onChanged();
                  } catch (caught) {
                    toast.error(failureText(caught));
                  } finally {
                    setProgress(null);
                  }
                }}
              />
              {progress !== null ? (
                <span className="mt-1 block text-muted" aria-live="polite">
                  Enviando... {Math.round(progress * 100)}%
                </span>
              ) : null}
            </label>
          ) : null}
          {buyerSent ? null : <p className="text-muted text-sm">Aguardando os documentos do comprador.</p>}
          {buyerSent && sellerSent ? (
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={finishing}
              onClick={async () => {
                setFinishing(true);
                try {
                  await completeTransfer(lot.id);
                  toast.success('Transferência registrada');
                  await onChanged();
                } catch (caught) {
                  toast.error(failureText(caught));
                } finally {
                  setFinishing(false);
                }
              }}
            >
              Registrar transferência concluída
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
