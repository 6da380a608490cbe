'use client';

import type { ReactNode } from 'react';
import { OnDemandFailure, useOnDemand } from '@/components/ui/on-demand';
import type { LiveLotProps } from '../lib/live-lot-props';

const loadPanel = () => import('./live-lot-panel').then((module) => module.LiveLotPanel);

/**
 * Shows the panel's first view (rendered on the server, passed as children) until the live panel's script
 * arrived, then the live panel in its place. The script is fetched once the page came alive, so the first
 * paint and the page's hydration carry none of it: the stream, the bid forms and the account reads. A script
 * that does not arrive keeps the first view, under a notice that its figures are the page's opening ones
 * and a second try: a bidder must not take a still price for a quiet lot.
 */
export function LiveLotPanelLoader({ children, ...props }: LiveLotProps & { children: ReactNode }) {
  const { value: Panel, failed, retry } = useOnDemand(loadPanel, true);
  if (Panel) return <Panel {...props} />;
  if (!failed) return children;
  return (
    // The account is read by the panel, which did not arrive: the first view's "Carregando sua conta…" goes.
    <div className="space-y-4 [&_[data-account-loading]]:hidden">
      <OnDemandFailure
        what="o pregão ao vivo"
        detail="Os valores abaixo são de quando a página abriu e não se atualizam sozinhos. Para dar lances, tente de novo."
        onRetry={retry}
      />
      {children}
    </div>
  );
}
