import type { Metadata } from 'next';
import { DoorCheck } from '@/features/fulfilment';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Conferir retirada',
  path: '/vendedor/retiradas/conferir',
  noIndex: true,
});

export default function Page() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-6">
      <h1 className="mb-4 font-bold text-2xl text-ink">Conferir retirada</h1>
      <DoorCheck />
    </div>
  );
}
