/** The form's grid, shared by the form and the stand-in shown until it loads (same size: no shift). */
export const newsletterGridClass =
  'grid gap-4 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_auto] lg:items-start';

export const newsletterInputClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600';
