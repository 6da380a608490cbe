/** Button looks shared by links and buttons, so both keep the same focus ring and sizes. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70';

export const buttonStyles = {
  primary: `${base} bg-brand-700 px-5 py-2.5 text-white hover:bg-brand-800`,
  secondary: `${base} border border-brand-700 bg-white px-5 py-2.5 text-brand-800 hover:bg-brand-50`,
  ghost: `${base} px-3 py-2 text-brand-800 hover:bg-brand-50`,
  /** Outline on dark backgrounds. */
  outlineLight: `${base} border border-white/70 px-5 py-2.5 text-white hover:bg-white/10`,
  accent: `${base} bg-accent-400 px-5 py-2.5 text-ink hover:bg-accent-300`,
} as const;
