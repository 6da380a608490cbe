import type { Metadata } from 'next';
import { ReferralProgramme } from '@/features/credits';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Indique e ganhe',
  description: 'Indique a Circula para amigos e ganhe créditos quando eles fizerem o primeiro arremate.',
  path: '/indique-ganhe',
});

export default function Page() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="mb-6 font-bold text-2xl text-ink sm:text-3xl">Indique e ganhe</h1>
      <ReferralProgramme />
    </div>
  );
}
