'use client';

import NextTopLoader from 'nextjs-toploader';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { ui } from '@/config/ui';
import { AuthProvider } from '@/features/auth';
import { apiFetcher } from '@/lib/http/api';
import { swrDefaults } from '@/lib/http/swr-config';

const swrConfig = { ...swrDefaults(), fetcher: apiFetcher };

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <NextTopLoader color="#0a8663" height={3} showSpinner={false} shadow={false} />
      <AuthProvider>{children}</AuthProvider>
      <Toaster position={ui.toastPosition} toastOptions={{ duration: ui.toastDurationMs }} />
    </SWRConfig>
  );
}
