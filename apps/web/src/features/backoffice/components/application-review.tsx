'use client';

import {
  applicationForReviewSchema,
  type DocumentType,
  documentTypeLabels,
  formatAddress,
  formatDateLong,
  formatDateTime,
  formatTaxId,
  requiredDocumentTypes,
} from '@circula/domain';
import { useState } from 'react';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { LoadFailure, RefreshFailure } from '@/components/ui/load-failure';
import type { ApplicationDocument } from '@/features/buyer-application';
import { documentOf, documentStatusLabels } from '@/features/buyer-application';
import { authedFetcherOf, authedKey } from '@/features/session';
import { decideApplication, decideDocument, reviewPath } from '../api/backoffice';
import { DecisionForm } from './decision-form';
import { applicationStatusLabels, buyerTypeLabels, statusLabel } from './labels';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-muted text-sm">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * An image document in the page, through its short-lived link. Files are served as downloads in a
 * sandbox (never as pages of the API's origin); an <img> still shows an image, so only images preview.
 */
function DocumentImage({ document, label }: { document: ApplicationDocument; label: string }) {
  return (
    // biome-ignore lint/performance/noImgElement: a private, short-lived link; nothing to optimise or cache
    <img
      src={document.url}
      alt={label}
      className="max-h-[32rem] w-full rounded-lg bg-slate-50 object-contain"
    />
  );
}

export function DocumentReview({
  applicationId,
  type,
  document,
  decidable,
  onChanged,
}: {
  applicationId: string;
  type: DocumentType;
  document: ApplicationDocument | null;
  decidable: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const label = documentTypeLabels[type];
  const isImage = document?.contentType.startsWith('image/') ?? false;
  return (
    <section aria-label={label} className="space-y-3 rounded-2xl border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{label}</h3>
        <span className="text-sm">{document ? documentStatusLabels[document.status] : 'Não enviado'}</span>
      </div>
      {document ? (
        <>
          <p className="text-muted text-sm">
            {document.fileName} · enviado em {formatDateTime(document.uploadedAt)}
          </p>
          {document.rejectionReason ? (
            <p className="text-red-800 text-sm">Motivo da recusa: {document.rejectionReason}</p>
          ) : null}
          <div className="flex flex-wrap gap-3 text-sm">
            {isImage ? (
              <button
                type="button"
                className="font-semibold text-brand-800 underline"
                onClick={() => setOpen(!open)}
              >
                {open ? 'Esconder documento' : 'Ver documento'}
              </button>
            ) : null}
            <a href={document.url} download={document.fileName} className="text-brand-800 underline">
              {isImage ? 'Baixar imagem' : 'Baixar PDF'}
            </a>
          </div>
          {isImage ? null : (
            <p className="text-muted text-sm">O PDF não é exibido na página: baixe o arquivo para abri-lo.</p>
          )}
          {isImage && open ? <DocumentImage document={document} label={label} /> : null}
          {decidable && document.status === 'UNDER_REVIEW' ? (
            <DecisionForm
              subject={label}
              approveLabel="Aprovar documento"
              rejectLabel="Recusar documento"
              onDecide={async (decision) => {
                await decideDocument(applicationId, document.id, decision);
                await onChanged();
              }}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** One application for staff: the data, the documents with their decisions, the decision, the history. */
export function ApplicationReview({ applicationId }: { applicationId: string }) {
  const { data, error, mutate } = useSWR(
    authedKey(reviewPath(applicationId)),
    authedFetcherOf(applicationForReviewSchema),
    {
      // Document links expire in minutes; a fresh read renews them.
      refreshInterval: 120_000,
    },
  );
  if (error && !data) {
    return (
      <LoadFailure
        error={error}
        missing="Cadastro não encontrado."
        failed="Não foi possível carregar o cadastro."
      />
    );
  }
  if (!data) return <p className="text-muted">Carregando...</p>;
  const { buyerApplication: application, buyerApplicationDocuments: documents, history } = data;
  const data_ = application.registrationData;
  const required = requiredDocumentTypes(application.type);
  const allApproved = required.every((type) => documentOf(documents, type)?.status === 'APPROVED');
  const decidable = application.status === 'UNDER_REVIEW';
  return (
    <div className="space-y-6">
      <RefreshFailure error={error} />
      <div>
        <Link href="/backoffice" className="text-brand-800 text-sm underline">
          Voltar para a fila
        </Link>
        <h1 className="mt-2 font-bold text-2xl">
          {data_.type === 'NATURAL_PERSON' ? data_.fullName : data_.companyName}
        </h1>
        <p className="text-muted">
          Situação: <strong>{applicationStatusLabels[application.status]}</strong>
          {application.buyer ? (
            <>
              {' · '}
              <Link
                href={`/backoffice/compradores/${application.buyer.id}`}
                className="text-brand-800 underline"
              >
                Página do comprador
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <section aria-label="Dados do cadastro" className="rounded-2xl border border-line p-4">
        <dl className="space-y-2">
          <Row label="Tipo">{buyerTypeLabels[application.type]}</Row>
          <Row label="Nome de usuário">{application.username}</Row>
          {data_.type === 'NATURAL_PERSON' ? (
            <>
              <Row label="CPF">{formatTaxId(data_.cpf)}</Row>
              <Row label="Data de nascimento">{formatDateLong(data_.birthDate)}</Row>
            </>
          ) : (
            <>
              <Row label="CNPJ">{formatTaxId(data_.cnpj)}</Row>
              <Row label="Representante legal">{data_.representativeName}</Row>
              <Row label="CPF do representante">{formatTaxId(data_.representativeCpf)}</Row>
            </>
          )}
          <Row label="Endereço">
            {application.address ? formatAddress(application.address) : 'Não enviado'}
          </Row>
          {application.user ? (
            <Row label="Conta">
              {application.user.name} · {application.user.email}
            </Row>
          ) : null}
          {application.submittedAt ? (
            <Row label="Enviado em">{formatDateTime(application.submittedAt)}</Row>
          ) : null}
        </dl>
      </section>
      <div className="space-y-3">
        <h2 className="font-semibold text-lg">Documentos</h2>
        {required.map((type) => (
          <DocumentReview
            key={type}
            applicationId={application.id}
            type={type}
            document={documentOf(documents, type)}
            decidable={decidable}
            onChanged={() => mutate()}
          />
        ))}
      </div>
      {decidable ? (
        <section aria-label="Decisão do cadastro" className="space-y-2 rounded-2xl border border-line p-4">
          <h2 className="font-semibold text-lg">Decisão do cadastro</h2>
          <DecisionForm
            subject="cadastro"
            approveLabel="Aprovar cadastro"
            rejectLabel="Recusar cadastro"
            canApprove={allApproved}
            approveHint="Aprove todos os documentos antes de aprovar o cadastro."
            onDecide={async (decision) => {
              await decideApplication(application.id, decision);
              await mutate();
            }}
          />
        </section>
      ) : null}
      <section aria-label="Histórico" className="space-y-2">
        <h2 className="font-semibold text-lg">Histórico</h2>
        <ol className="space-y-1 text-sm">
          {history.map((entry) => (
            <li key={entry.id}>
              {formatDateTime(entry.createdAt)} · {entry.documentId ? 'Documento' : 'Cadastro'}:{' '}
              {entry.fromStatus ? `${statusLabel(entry.fromStatus)} → ` : ''}
              {statusLabel(entry.toStatus)}
              {entry.reason ? ` (${entry.reason})` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
