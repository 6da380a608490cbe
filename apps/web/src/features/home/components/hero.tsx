import { ArrowRightIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';

const highlights = [
  { value: 'Grátis', label: 'para se cadastrar e dar lances' },
  { value: 'Leiloeiros oficiais', label: 'conduzem cada leilão' },
  { value: 'Todo o Brasil', label: 'eventos com retirada local' },
];

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-brand-900 text-white">
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] text-brand-700 opacity-60 lg:-right-16"
        viewBox="0 0 200 200"
        fill="none"
      >
        <circle cx="100" cy="100" r="70" stroke="currentColor" strokeWidth="22" strokeDasharray="330 110" />
        <circle cx="170" cy="100" r="10" fill="#fbbf3c" />
      </svg>
      {/* On a phone the hero keeps its promise and its call to action only: the first items must show. */}
      <div className="relative mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-16 lg:py-24">
        <p className="hidden items-center gap-2 sm:inline-flex rounded-full bg-brand-800 px-3 py-1 font-medium text-brand-100 text-sm">
          <span className="size-2 rounded-full bg-accent-400" aria-hidden="true" />
          Economia circular na prática
        </p>
        <h1
          id="hero-heading"
          className="max-w-3xl font-bold text-[1.625rem] leading-tight tracking-tight sm:mt-5 sm:text-5xl lg:text-6xl"
        >
          Bom pra quem vende, bom pra quem compra.{' '}
          <span className="text-accent-400">Bom pra todo mundo.</span>
        </h1>
        <p className="mt-5 hidden max-w-2xl text-brand-100 text-lg leading-relaxed sm:block">
          Leilões, vendas diretas e tomadas de preço de veículos, eletrônicos, móveis, imóveis e equipamentos
          de empresas e pessoas. Bens em ótimo estado ganham um novo dono — e você paga bem menos por eles.
        </p>
        <div className="mt-4 flex flex-row flex-wrap gap-3 sm:mt-8">
          <Link href="/busca" className={`${buttonStyles.accent} text-sm max-sm:px-4 sm:text-base`}>
            Ver oportunidades
            <ArrowRightIcon className="size-4" />
          </Link>
          <Link
            href="/como-funciona"
            className={`${buttonStyles.outlineLight} text-sm max-sm:px-4 sm:text-base`}
          >
            Como funciona
          </Link>
        </div>
        <dl className="mt-12 hidden max-w-3xl gap-6 border-brand-700 border-t pt-8 sm:grid sm:grid-cols-3">
          {highlights.map((item) => (
            <div key={item.value}>
              <dt className="font-semibold text-lg text-white">{item.value}</dt>
              <dd className="text-brand-200 text-sm">{item.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
