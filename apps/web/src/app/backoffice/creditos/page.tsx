import { z } from 'zod';
import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { CreditGrantsPage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Créditos');

/** /backoffice/creditos[?comprador=<buyer id>]: the buyer page's "Pedir crédito" arrives with its buyer chosen. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Anything but a buyer id (a hand-edited address) opens the form with nobody chosen.
  const preset = z.uuid().safeParse((await searchParams).comprador);
  return (
    <SectionGate section="creditos">
      <CreditGrantsPage presetBuyerId={preset.success ? preset.data : null} />
    </SectionGate>
  );
}
