'use client';

import { type DataExport, dataExportListSchema, formatDateTime } from '@circula/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { ReadFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { dataExportsPath, requestDataExport } from '../api/privacy';

const statusLabel: Record<DataExport['status'], string> = {
  PENDING: 'Em preparação',
  READY: 'Enviado por e-mail',
  FAILED: 'Não foi possível gerar',
};

/** "Baixar meus dados": a ZIP built in the background and sent by e-mail with a link that expires. */
export function DataExportCard({ userId }: { userId: string }) {
  const { data, error, mutate } = useSWR(
    authedKey(dataExportsPath(userId)),
    authedFetcherOf(dataExportListSchema),
  );
  const [sending, setSending] = useState(false);
  async function request() {
    setSending(true);
    try {
      await requestDataExport(userId);
      await mutate();
      toast.success('Pedido registrado. Você receberá um e-mail com o link para baixar os seus dados.');
    } catch (caught) {
      toast.error(failureText(caught));
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">Baixar meus dados</h3>
      <p className="text-muted text-sm">
        Preparamos um arquivo ZIP com todos os registros sobre você e os documentos que você enviou, e
        enviamos para o seu e-mail um link que vale por 7 dias. Um pedido a cada 24 horas.
      </p>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={sending}
        onClick={() => void request()}
      >
        {sending ? <SpinnerIcon className="size-4" /> : null}
        Solicitar cópia dos meus dados
      </button>
      <ReadFailure
        error={error}
        loaded={Boolean(data)}
        failed="Não foi possível carregar os pedidos."
        part="os pedidos de cópia dos dados"
      />
      {data && data.requests.length > 0 ? (
        <ul className="divide-y divide-line text-sm" aria-label="Pedidos de cópia dos dados">
          {data.requests.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>Pedido em {formatDateTime(item.requestedAt)}</span>
              <span className="font-medium">{statusLabel[item.status]}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
