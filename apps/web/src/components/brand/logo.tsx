/**
 * The square mark: a "C" that is also a loop, with the item moving on to its next owner.
 * Decorative: the link around it carries the name.
 */
export function LogoIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#086b50" />
      <path
        d="M32.49 15.51 A12 12 0 1 0 32.49 32.49"
        fill="none"
        stroke="#fff"
        strokeWidth="5.5"
        strokeLinecap="round"
      />
      <circle cx="36.5" cy="24" r="3.6" fill="#fbbf3c" />
    </svg>
  );
}

/** Wide logo: the mark plus the wordmark and, from tablet up, the tagline. */
export function LogoWide({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      <LogoIcon className="size-9 shrink-0" />
      <span className="flex flex-col leading-none">
        <span className="font-bold text-[1.45rem] text-brand-800 tracking-tight">circula</span>
        <span className="mt-0.5 font-medium text-[0.68rem] text-muted uppercase tracking-[0.12em]">
          Bom pra todo mundo
        </span>
      </span>
    </span>
  );
}
