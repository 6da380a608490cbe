import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Icons are decorative: the control around them carries the accessible name. */
function Svg(props: IconProps) {
  return <svg aria-hidden="true" focusable="false" {...props} />;
}

const base = (props: IconProps): IconProps => ({
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  ...props,
});

export const SearchIcon = (props: IconProps) => (
  <Svg {...base(props)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);

export const PinIcon = (props: IconProps) => (
  <Svg {...base(props)}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);

export const UserIcon = (props: IconProps) => (
  <Svg {...base(props)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Svg {...base(props)}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const CloseIcon = (props: IconProps) => (
  <Svg {...base(props)}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Svg {...base(props)}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);

export const MailIcon = (props: IconProps) => (
  <Svg {...base(props)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Svg>
);

export const ChatIcon = (props: IconProps) => (
  <Svg {...base(props)}>
    <path d="M21 12a8.5 8.5 0 0 1-12.6 7.4L3 21l1.6-5.2A8.5 8.5 0 1 1 21 12z" />
  </Svg>
);

export const ClockIcon = (props: IconProps) => (
  <Svg {...base(props)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export const TagIcon = (props: IconProps) => (
  <Svg {...base(props)}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </Svg>
);

export const SpinnerIcon = ({ className, ...props }: IconProps) => (
  <Svg {...base(props)} className={`animate-spin ${className ?? ''}`}>
    <path d="M21 12a9 9 0 1 1-6.2-8.6" />
  </Svg>
);

const brand = (props: IconProps): IconProps => ({ viewBox: '0 0 24 24', fill: 'currentColor', ...props });

export const InstagramIcon = (props: IconProps) => (
  <Svg {...brand(props)}>
    <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 2c-2.7 0-3 0-4.1.1C4.2 2.2 2.2 4.2 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.1 3.7 2.1 5.7 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.7-.1 5.7-2.1 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.1-3.7-2.1-5.7-5.8-5.8C15 2 14.7 2 12 2zm0 1.8c2.7 0 3 0 4 .1 2.7.1 3.9 1.4 4 4 .1 1.1.1 1.4.1 4.1s0 3-.1 4c-.1 2.7-1.3 3.9-4 4-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.7-.1-3.9-1.3-4-4-.1-1-.1-1.3-.1-4s0-3 .1-4c.1-2.7 1.3-3.9 4-4 1-.1 1.3-.1 4-.1z" />
  </Svg>
);

export const LinkedinIcon = (props: IconProps) => (
  <Svg {...brand(props)}>
    <path d="M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.3V9h3.4v1.6h.1c.5-.9 1.6-1.8 3.4-1.8 3.6 0 4.3 2.4 4.3 5.5v6.2zM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zm1.8 13.1H3.5V9h3.6v11.5zM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0z" />
  </Svg>
);

export const FacebookIcon = (props: IconProps) => (
  <Svg {...brand(props)}>
    <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
  </Svg>
);

export const YoutubeIcon = (props: IconProps) => (
  <Svg {...brand(props)}>
    <path d="M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31 31 0 0 0 0 12a31 31 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 24 12a31 31 0 0 0-.5-5.8zM9.6 15.6V8.4l6.3 3.6z" />
  </Svg>
);
