import Link from '@/components/navigation/link';

const steps = [
  {
    title: 'Cadastre-se e verifique sua conta',
    text: 'Crie sua conta grátis com e-mail ou Google, confirme seu telefone e envie seus documentos. Nossa equipe analisa e libera sua participação.',
  },
  {
    title: 'Habilite-se e dê seus lances',
    text: 'Escolha um evento, leia o edital e as condições de visitação e retirada, habilite-se e acompanhe os lances em tempo real — ou compre direto na venda direta.',
  },
  {
    title: 'Pague e retire',
    text: 'Arrematou? Pague por PIX ou depósito o valor do lance mais as taxas informadas no evento e retire o bem ou acompanhe a transferência.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <div className="max-w-2xl">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-widest">Como funciona</p>
        <h2 id="how-heading" className="mt-2 font-bold text-3xl text-ink tracking-tight">
          Comprar na Circula é simples, em três passos
        </h2>
      </div>
      <ol className="mt-10 grid gap-6 lg:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-line bg-white p-6 shadow-sm">
            <span
              className="flex size-11 items-center justify-center rounded-full bg-brand-700 font-bold text-lg text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-ink text-lg">
              <span className="sr-only">Passo {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted leading-relaxed">{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8">
        <Link href="/como-funciona" className="font-semibold text-brand-800 underline underline-offset-4">
          Saiba mais sobre taxas, editais e retirada
        </Link>
      </p>
    </section>
  );
}
