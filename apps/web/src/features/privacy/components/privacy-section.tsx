'use client';

import { AccountDeletionCard } from './account-deletion-card';
import { ConsentsCard } from './consents-card';
import { DataExportCard } from './data-export-card';

const card = 'rounded-2xl border border-line bg-white p-5';

/** /conta → Privacidade: the rights the privacy policy promises, exercised by the person. */
export function PrivacySection({ userId }: { userId: string }) {
  return (
    <section id="privacidade" aria-labelledby="conta-privacidade" className={card}>
      <h2 id="conta-privacidade" className="mb-4 font-semibold text-lg">
        Privacidade
      </h2>
      <div className="space-y-8">
        <ConsentsCard userId={userId} />
        <DataExportCard userId={userId} />
        <AccountDeletionCard userId={userId} />
      </div>
    </section>
  );
}
