import type { ToastOptions } from 'react-hot-toast';

const show = (kind: 'success' | 'error', message: string, options?: ToastOptions) =>
  void import('react-hot-toast').then(({ toast }) => toast[kind](message, options));

/**
 * Toasts for code that every page (or a budget page) loads before it comes alive: react-hot-toast loads
 * with the first toast instead of riding in that first script. Its host mounts after the page is alive
 * (the providers), and a toast raised before it mounts waits in the library's store.
 */
export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};
