import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { CreditGrantsPage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Créditos');

/** /backoffice/creditos[?comprador=<buyer id>]: the buyer page's "Pedir crédito" arrives with its buyer chosen. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { comprador } = await searchParams;
  return (
    <SectionGate section="creditos">
      <CreditGrantsPage presetBuyerId={typeof comprador === 'string' ? comprador : null} />
    </SectionGate>
  );
}
