'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { IntentPrefetch } from '@/components/navigation/intent-prefetch';
import { ui } from '@/config/ui';
// From the file, not the features' index (which would bring the account menu into every page).
import { AuthProvider } from '@/features/auth/client';
import { toasterOptions } from '@/features/layout/lib/toaster-options';
import { apiFetcher } from '@/lib/http/api';
import { swrDefaults } from '@/lib/http/swr-config';
import { ConnectionNotice } from './connection-notice';
import { NavigationMemory } from './navigation-memory';

const swrConfig = { ...swrDefaults(), fetcher: apiFetcher };

// Neither the toasts' host nor the navigation bar has anything to show on the first paint: they load
// after the page came alive instead of weighing on its first script. A toast raised before the host
// arrives waits in react-hot-toast's store and shows when it mounts.
const Toaster = dynamic(() => import('react-hot-toast').then((module) => module.Toaster), { ssr: false });
const TopLoader = dynamic(() => import('nextjs-toploader'), { ssr: false });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <TopLoader color="#0a8663" height={3} showSpinner={false} shadow={false} />
      <NavigationMemory />
      <IntentPrefetch />
      <AuthProvider>{children}</AuthProvider>
      <ConnectionNotice />
      <Toaster position={ui.toastPosition} toastOptions={toasterOptions} />
    </SWRConfig>
  );
}
