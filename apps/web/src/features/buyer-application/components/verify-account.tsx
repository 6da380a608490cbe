'use client';

import {
  type BuyerType,
  type DocumentType,
  documentTypeLabels,
  requiredDocumentTypes,
} from '@circula/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { publicConfig } from '@/config/public';
import { failureText } from '@/lib/http/failure-text';
import { uploadApplicationDocument } from '../api/buyer-application';
import type { ApplicationDocuments, BuyerApplication } from '../api/types';
import { useAccount, useApplicationDocuments } from '../hooks/use-account';
import { maskCnpj, maskCpf } from '../lib/masks';
import { completesApplication, reviewEstimateText } from '../lib/review';
import {
  canOpenStep,
  documentOf,
  firstIncompleteStep,
  isEditable,
  stepLabels,
  type VerificationStep,
} from '../lib/steps';
import { VerifiedSeal } from './account-status';
import { AddressStep } from './address-step';
import { DocumentUpload } from './document-upload';
import { RegistrationStep } from './registration-step';

const stepOrder = ['type', 'registration', 'address', 'documents'] as const;

function Stepper({
  current,
  reached,
  editable,
  onOpen,
}: {
  current: VerificationStep;
  reached: VerificationStep;
  editable: boolean;
  onOpen: (step: VerificationStep) => void;
}) {
  return (
    <ol className="mb-6 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Etapas do cadastro">
      {stepOrder.map((step, index) => {
        const active = step === current;
        const open = !active && canOpenStep(step, reached, editable);
        const content = (
          <>
            <span
              className={`flex size-7 shrink-0 items-center justify-center rounded-full font-semibold text-sm ${active ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink'}`}
            >
              {index + 1}
            </span>
            <span className="text-sm">{stepLabels[step]}</span>
          </>
        );
        return (
          <li key={step} aria-current={active ? 'step' : undefined}>
            {open ? (
              <button
                type="button"
                onClick={() => onOpen(step)}
                className="flex w-full items-center gap-2 rounded-lg p-1 text-left hover:bg-brand-50"
              >
                {content}
              </button>
            ) : (
              <span className={`flex items-center gap-2 p-1 ${active ? 'font-semibold' : 'text-muted'}`}>
                {content}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function TypeStep({ value, onChoose }: { value: BuyerType | null; onChoose: (type: BuyerType) => void }) {
  const { register, handleSubmit, watch } = useForm<{ type: BuyerType | null }>({
    defaultValues: { type: value },
  });
  const chosen = watch('type');
  const options: { type: BuyerType; title: string; text: string }[] = [
    { type: 'NATURAL_PERSON', title: 'Pessoa física', text: 'Compro em meu nome, com CPF.' },
    { type: 'JURIDICAL_PERSON', title: 'Pessoa jurídica', text: 'Compro em nome de uma empresa, com CNPJ.' },
  ];
  return (
    <form
      onSubmit={handleSubmit(({ type }) => {
        if (type) onChoose(type);
      })}
      aria-label="Tipo de cadastro"
    >
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-3 font-medium">Você vai participar como:</legend>
        {options.map((option) => (
          <label
            key={option.type}
            className="flex cursor-pointer gap-3 rounded-2xl border border-line p-4 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              value={option.type}
              {...register('type', { required: true })}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span className="block font-semibold">{option.title}</span>
              <span className="text-muted text-sm">{option.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="mt-6 flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={!chosen}>
          Continuar
        </button>
      </div>
    </form>
  );
}

function formatAddress(address: BuyerApplication['address']): string | null {
  if (!address) return null;
  const line = [address.line1, address.number, address.line2].filter(Boolean).join(', ');
  return `${line} — ${address.neighborhood}, ${address.city} - ${address.state}, CEP ${address.postalCode}`;
}

function ReviewSummary({ application }: { application: BuyerApplication }) {
  const data = application.registrationData;
  const rows: [string, string][] =
    data.type === 'NATURAL_PERSON'
      ? [
          ['Nome completo', data.fullName],
          ['CPF', maskCpf(data.cpf)],
        ]
      : [
          ['Razão social', data.companyName],
          ['CNPJ', maskCnpj(data.cnpj)],
          ['Representante', data.representativeName],
        ];
  rows.push(['Nome de usuário', application.username]);
  const address = formatAddress(application.address);
  if (address) rows.push(['Endereço', address]);
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DocumentsStep({
  application,
  documents,
  onUploaded,
  onBack,
  onEdit,
}: {
  application: BuyerApplication;
  documents: ApplicationDocuments | undefined;
  onUploaded: (application: BuyerApplication, documents: ApplicationDocuments) => void;
  onBack: () => void;
  onEdit: (step: 'registration' | 'address') => void;
}) {
  const editable = isEditable(application);
  // The file that completes the application waits here until the buyer has reviewed and sends it.
  const [held, setHeld] = useState<{ type: DocumentType; file: File } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!held || progress !== null) return;
    setError(null);
    setProgress(0);
    try {
      const result = await uploadApplicationDocument(application.id, held.type, held.file, setProgress);
      onUploaded(result.buyerApplication, result.buyerApplicationDocuments);
    } catch (caught) {
      setError(failureText(caught));
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-muted text-sm">
        {application.type === 'NATURAL_PERSON'
          ? 'Envie a frente e o verso de um documento de identidade com foto (RG, CNH ou outro documento oficial).'
          : 'Envie o contrato social ou o documento de constituição da empresa.'}{' '}
        Antes de ir para análise, você revisa seus dados e confirma o envio.
      </p>
      {requiredDocumentTypes(application.type).map((type) => (
        <DocumentUpload
          key={type}
          label={documentTypeLabels[type]}
          document={documentOf(documents, type)}
          editable={editable && progress === null}
          maxBytes={publicConfig.uploadMaxBytes}
          upload={async (file, onProgress) => {
            if (completesApplication(application, documents, type)) {
              setHeld({ type, file });
              return;
            }
            const result = await uploadApplicationDocument(application.id, type, file, onProgress);
            onUploaded(result.buyerApplication, result.buyerApplicationDocuments);
          }}
        />
      ))}
      {held ? (
        <section
          aria-labelledby="revisao-cadastro"
          className="space-y-4 rounded-2xl border border-brand-200 bg-brand-50 p-4"
        >
          <h3 id="revisao-cadastro" className="font-semibold text-lg">
            Revise e envie para análise
          </h3>
          <ReviewSummary application={application} />
          <p className="text-sm">
            Documentos:{' '}
            {requiredDocumentTypes(application.type)
              .map((type) => documentTypeLabels[type])
              .join(' e ')}{' '}
            (o arquivo <strong>{held.file.name}</strong> vai junto com o envio).
          </p>
          <div className="flex flex-wrap gap-3 text-sm">
            <button
              type="button"
              className="font-semibold text-brand-800 underline"
              onClick={() => onEdit('registration')}
            >
              Corrigir dados
            </button>
            <button
              type="button"
              className="font-semibold text-brand-800 underline"
              onClick={() => onEdit('address')}
            >
              Corrigir endereço
            </button>
          </div>
          <p className="text-sm">{reviewEstimateText}</p>
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm">
              {error}
            </p>
          ) : null}
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={progress !== null}
            onClick={() => void submit()}
          >
            {progress !== null ? <SpinnerIcon className="size-4" /> : null}
            {progress !== null ? `Enviando… ${Math.round(progress * 100)}%` : 'Enviar para análise'}
          </button>
        </section>
      ) : null}
      <div className="flex justify-start">
        <button type="button" className={buttonStyles.secondary} onClick={onBack}>
          Voltar
        </button>
      </div>
    </div>
  );
}

function Submitted({ application }: { application: BuyerApplication }) {
  if (application.status === 'APPROVED') {
    return (
      <div className="space-y-4 text-center">
        <VerifiedSeal />
        <h2 className="font-semibold text-xl">Seu cadastro foi aprovado</h2>
        <p className="text-muted">Você já pode se habilitar nos eventos e dar lances.</p>
        <Link href="/conta" className={buttonStyles.primary}>
          Ir para minha conta
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4 text-center">
      <h2 className="font-semibold text-xl">Cadastro em análise</h2>
      <p className="text-muted">Recebemos seus dados e documentos. {reviewEstimateText}</p>
      <p className="text-muted text-sm">
        Enquanto isso, você já pode favoritar lotes e acompanhar os eventos; os lances ficam liberados assim
        que o cadastro for aprovado.
      </p>
      <Link href="/conta" className={buttonStyles.secondary}>
        Ir para minha conta
      </Link>
    </div>
  );
}

function Wizard({
  application,
  accountName,
  documents,
  onChange,
}: {
  application: BuyerApplication | null;
  accountName: string;
  documents: ApplicationDocuments | undefined;
  onChange: () => Promise<void>;
}) {
  const reached = firstIncompleteStep(application, documents);
  const [step, setStep] = useState<VerificationStep>(reached);
  const [type, setType] = useState<BuyerType | null>(application?.type ?? null);
  const editable = isEditable(application);
  const go = (next: VerificationStep) => {
    setStep(next);
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  };

  if (step === 'submitted' && application) return <Submitted application={application} />;

  return (
    <>
      {application?.status === 'REJECTED' ? (
        <div
          role="alert"
          className="mb-6 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900 text-sm"
        >
          <p className="font-semibold">Seu cadastro foi recusado</p>
          {application.rejectionReason ? <p>Motivo: {application.rejectionReason}</p> : null}
          <p>Corrija o que foi apontado e envie novamente.</p>
        </div>
      ) : null}
      <Stepper current={step} reached={reached} editable={editable} onOpen={go} />
      <h2 className="mb-4 font-semibold text-xl">{stepLabels[step as keyof typeof stepLabels]}</h2>
      {step === 'type' ? (
        <TypeStep
          value={type}
          onChoose={(chosen) => {
            setType(chosen);
            go('registration');
          }}
        />
      ) : null}
      {step === 'registration' && type ? (
        <RegistrationStep
          type={type}
          application={application}
          accountName={accountName}
          onBack={() => go('type')}
          onSaved={async (saved) => {
            await onChange();
            go(saved.address ? (saved.status === 'UNDER_REVIEW' ? 'submitted' : 'documents') : 'address');
          }}
        />
      ) : null}
      {step === 'address' && application ? (
        <AddressStep
          application={application}
          onBack={() => go('registration')}
          onSaved={async () => {
            await onChange();
            go('documents');
          }}
        />
      ) : null}
      {step === 'documents' && application ? (
        <DocumentsStep
          application={application}
          documents={documents}
          onBack={() => go('address')}
          onEdit={go}
          onUploaded={async (saved) => {
            await onChange();
            if (saved.status === 'UNDER_REVIEW') go('submitted');
          }}
        />
      ) : null}
    </>
  );
}

/** /auth/verificar-conta: the buyer application, opened at the first step not done yet. */
export function VerifyAccount() {
  const { session, user, application, isLoading, error, reload } = useAccount();
  const documentsQuery = useApplicationDocuments(application?.id);
  const waitingForDocuments =
    application != null && documentsQuery.documents === undefined && !documentsQuery.error;

  if (session.status === 'signed-out') {
    return (
      <div className="space-y-4 text-center">
        <p>Entre na sua conta para verificar seu cadastro.</p>
        <Link href="/auth/entrar?nextUrl=%2Fauth%2Fverificar-conta" className={buttonStyles.primary}>
          Entrar
        </Link>
      </div>
    );
  }
  if (error && !user) {
    return (
      <p role="alert" className="text-center text-red-800">
        Não foi possível carregar seu cadastro. Recarregue a página.
      </p>
    );
  }
  if (isLoading || !user || application === undefined || waitingForDocuments) {
    return (
      <p className="flex items-center justify-center gap-2 text-muted" aria-live="polite">
        <SpinnerIcon className="size-5" /> Carregando seu cadastro...
      </p>
    );
  }
  if (!user.phoneVerifiedAt) {
    return (
      <div className="space-y-4 text-center">
        <p>Antes de enviar seus dados, confirme seu telefone.</p>
        <Link href="/auth/verificar-telefone" className={buttonStyles.primary}>
          Verificar telefone
        </Link>
      </div>
    );
  }
  return (
    <Wizard
      application={application}
      accountName={user.name}
      documents={documentsQuery.documents}
      onChange={async () => {
        await Promise.all([reload(), documentsQuery.mutate()]);
      }}
    />
  );
}
