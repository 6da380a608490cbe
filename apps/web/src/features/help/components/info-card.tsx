'use client';

import { type ReactNode, useId, useState } from 'react';

const iconClass = 'size-5 shrink-0';

function PlusMinus({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className={iconClass}
      data-toggle={open ? 'minus' : 'plus'}
    >
      <path d="M5 12h14" />
      {open ? null : <path d="M12 5v14" />}
    </svg>
  );
}

/** The card's default icon: a question mark in a circle. */
export function QuestionIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={iconClass}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" />
      <path d="M12 17h.01" />
    </svg>
  );
}

/** An icon for fees and money explanations: a coin. */
export function CoinIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={iconClass}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M14.5 9.5c-.4-.9-1.4-1.5-2.5-1.5-1.5 0-2.5.8-2.5 2s1 1.7 2.5 2 2.5.8 2.5 2-1 2-2.5 2c-1.1 0-2.1-.6-2.5-1.5M12 6.5V8m0 8v1.5" />
    </svg>
  );
}

interface InfoCardProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The expandable information card (spec §2: title, icon, content, plus/minus toggle). The title is a
 * button inside a heading, so screen readers list it among the headings and say whether it is expanded;
 * it opens with the mouse, Enter or Space. The content is in the page from the start (found by search
 * engines), only hidden while closed.
 */
export function InfoCard({
  title,
  icon = <QuestionIcon />,
  children,
  defaultOpen = false,
  headingLevel = 3,
}: InfoCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="rounded-xl border border-line bg-white" data-info-card>
      <Heading className="m-0 font-semibold text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-ink hover:bg-brand-50"
        >
          <span className="text-brand-700">{icon}</span>
          <span className="min-w-0 flex-1">{title}</span>
          <span className="text-brand-800">
            <PlusMinus open={open} />
          </span>
        </button>
      </Heading>
      <div
        id={contentId}
        hidden={!open}
        className="px-4 pt-1 pb-4 [&>:first-child]:mt-0 [&>:last-child]:mb-0"
      >
        {children}
      </div>
    </div>
  );
}
