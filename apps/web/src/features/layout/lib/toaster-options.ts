import type { DefaultToastOptions } from 'react-hot-toast';
import { ui } from '@/config/ui';

/**
 * The spec's durations (§9): 4 s for blank and error toasts, 2 s for success, loading until replaced, and the
 * area's 5 s only for the rest. react-hot-toast applies a type's own duration before the area's.
 */
export const toasterOptions: DefaultToastOptions = {
  duration: ui.toastDurationMs,
  blank: { duration: ui.toastDurationsMs.blank },
  error: { duration: ui.toastDurationsMs.error },
  success: { duration: ui.toastDurationsMs.success },
  loading: { duration: ui.toastDurationsMs.loading },
};
