'use client';

import type { ReactNode } from 'react';
import { useOnDemand } from '@/components/ui/on-demand';
import type { LiveLotProps } from '../lib/live-lot-props';

const loadPanel = () => import('./live-lot-panel').then((module) => module.LiveLotPanel);

/**
 * Shows the panel's first view (rendered on the server, passed as children) until the live panel's script
 * arrived, then the live panel in its place. The script is fetched once the page came alive, so the first
 * paint and the page's hydration carry none of it: the stream, the bid forms and the account reads.
 */
export function LiveLotPanelLoader({ children, ...props }: LiveLotProps & { children: ReactNode }) {
  // A panel script that does not arrive leaves the first view, as the server rendered it.
  const { value: Panel } = useOnDemand(loadPanel, true);
  return Panel ? <Panel {...props} /> : children;
}
