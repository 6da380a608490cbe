import { CopyLinkButton } from './copy-link-button';

/** Share on WhatsApp, Facebook, X or by e-mail; plain links, so they work without JavaScript. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const text = `${title} — veja na Circula`;
  const links = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text}: ${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    {
      name: 'X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    },
    {
      name: 'E-mail',
      href: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(url)}`,
    },
  ];
  return (
    <div>
      <h2 className="font-semibold text-ink text-sm">Compartilhar</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 items-center rounded-full border border-line px-4 font-medium text-ink text-sm hover:border-brand-500 hover:bg-brand-50"
            >
              {link.name}
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          </li>
        ))}
        <li>
          <CopyLinkButton url={url} />
        </li>
      </ul>
    </div>
  );
}
