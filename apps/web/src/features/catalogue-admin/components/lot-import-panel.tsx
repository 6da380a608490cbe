'use client';

import { type AdminListing, lotImportJobSchema } from '@circula/domain';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import {
  downloadFile,
  importValidRows,
  type LotImportJob,
  listingPath,
  lotImportPath,
  uploadLotSpreadsheet,
} from '../api/catalogue';
import { ProgressBar } from './fields';

const statusText: Record<LotImportJob['status'], string> = {
  QUEUED: 'Na fila',
  PROCESSING: 'Lendo a planilha',
  PROCESSED: 'Concluída',
  FAILED: 'Falhou',
};

const whole = (value: number) => value.toLocaleString('pt-BR');

/**
 * "Importar planilha" on the Event page: the template, the upload with its progress, then the import job
 * followed every second (rows read, errors), its error table and report, and "importar as linhas válidas".
 */
export function LotImportPanel({ listing, onImported }: { listing: AdminListing; onImported: () => void }) {
  const [fraction, setFraction] = useState<number | null>(null);
  const [validRowsOnly, setValidRowsOnly] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const { data: job, mutate: mutateJob } = useSWR(
    authedKey(jobId && lotImportPath(jobId)),
    authedFetcherOf(lotImportJobSchema),
    {
      refreshInterval: (current) => (current && ['PROCESSED', 'FAILED'].includes(current.status) ? 0 : 1_000),
    },
  );
  const done = job && ['PROCESSED', 'FAILED'].includes(job.status);
  const importedNow = done && job.status === 'PROCESSED' ? job.importedCount : 0;
  // The Event's lot list is read again once an import has added lots.
  useEffect(() => {
    if (importedNow > 0) onImported();
  }, [importedNow, onImported]);
  if (!['DRAFT', 'TEASER'].includes(listing.status)) return null;

  const send = async (file: File) => {
    setFraction(0);
    try {
      const accepted = await uploadLotSpreadsheet(listing.id, file, validRowsOnly, setFraction);
      setJobId(accepted.jobId);
    } catch (error) {
      toast.error(failureText(error, 'Não foi possível enviar a planilha.'));
    } finally {
      setFraction(null);
    }
  };

  const confirm = async () => {
    if (!job) return;
    try {
      await importValidRows(job.id);
      await mutateJob();
    } catch (error) {
      toast.error(failureText(error, 'Não foi possível importar as linhas válidas.'));
    }
  };

  const progress =
    job?.totalRows && job.totalRows > 0 ? job.rowsRead / job.totalRows : job?.status === 'QUEUED' ? 0 : null;

  return (
    <section aria-labelledby="importar-titulo" className="space-y-3 rounded-lg border border-line p-4">
      <h2 id="importar-titulo" className="font-semibold text-xl">
        Importar planilha
      </h2>
      <p className="text-muted text-sm">
        Preencha o modelo (.xlsx) com um lote por linha. Datas como dd/mm/aaaa hh:mm, valores como R$
        1.234,56. Uma planilha com erros não importa nada, a não ser que você escolha importar as linhas
        válidas; lotes já importados (mesma referência ou mesmo conteúdo) não são repetidos.
      </p>
      <button
        type="button"
        className="text-sm underline"
        onClick={() =>
          downloadFile(
            `${listingPath(listing.id)}/lot-import/template`,
            'modelo-importacao-lotes.xlsx',
          ).catch(() => toast.error('Não foi possível baixar o modelo.'))
        }
      >
        Baixar modelo (.xlsx)
      </button>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={validRowsOnly}
          onChange={(event) => setValidRowsOnly(event.target.checked)}
        />
        Importar as linhas válidas mesmo se houver erros
      </label>
      <label className="block text-sm">
        <span className="font-medium">Planilha preenchida (.xlsx)</span>
        <input
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="mt-1 block"
          disabled={fraction !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </label>
      {fraction !== null ? <ProgressBar fraction={fraction} label="Enviando planilha" /> : null}
      {job ? (
        <div className="space-y-2" data-testid="lot-import-job">
          <p className="text-sm" aria-live="polite">
            <strong>{statusText[job.status]}</strong> · {whole(job.rowsRead)}
            {job.totalRows !== null ? ` de ${whole(job.totalRows)}` : ''} linhas lidas ·{' '}
            {whole(job.errorCount)} {job.errorCount === 1 ? 'linha com erro' : 'linhas com erro'}
            {job.status === 'PROCESSED'
              ? ` · ${whole(job.importedCount)} ${job.importedCount === 1 ? 'lote importado' : 'lotes importados'}${
                  job.duplicateCount > 0 ? ` · ${whole(job.duplicateCount)} já importados antes` : ''
                }`
              : ''}
          </p>
          {progress !== null && !done ? <ProgressBar fraction={progress} label="Importação" /> : null}
          {job.status === 'FAILED' ? (
            <p role="alert" className="text-danger text-sm">
              {job.failureMessage}
            </p>
          ) : null}
          {job.status === 'PROCESSED' &&
          job.errorCount > 0 &&
          job.importedCount === 0 &&
          !job.importValidRows ? (
            <p role="alert" className="text-sm">
              Nenhum lote foi importado porque a planilha tem erros. Corrija e envie de novo, ou{' '}
              <button type="button" className="font-medium underline" onClick={() => void confirm()}>
                importar as linhas válidas
              </button>
              .
            </p>
          ) : null}
          {job.errors.length > 0 ? (
            <>
              <button
                type="button"
                className="text-sm underline"
                onClick={() =>
                  downloadFile(`${lotImportPath(job.id)}/errors.xlsx`, 'erros-importacao-lotes.xlsx').catch(
                    () => toast.error('Não foi possível baixar o relatório.'),
                  )
                }
              >
                Baixar relatório de erros (.xlsx)
              </button>
              <div className="max-h-80 overflow-auto">
                <table className="w-full text-left text-sm" aria-label="Erros da planilha">
                  <thead>
                    <tr className="border-line border-b">
                      <th className="py-1 pr-2">Linha</th>
                      <th className="py-1 pr-2">Coluna</th>
                      <th className="py-1">Problema</th>
                    </tr>
                  </thead>
                  <tbody>
                    {job.errors.map((error) => (
                      <tr key={`${error.row}-${error.column}`} className="border-line border-b align-top">
                        <td className="py-1 pr-2">{error.row}</td>
                        <td className="py-1 pr-2">{error.column}</td>
                        <td className="py-1">{error.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {job.errorCount > job.errors.length ? (
                <p className="text-muted text-xs">
                  Mostrando os primeiros {whole(job.errors.length)} erros; o relatório tem todos.
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
