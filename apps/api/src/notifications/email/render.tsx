/** @jsxRuntime automatic @jsxImportSource react */
import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { type EmailProps, type EmailType, emailDefinition, emailTypes, type NoticeProps } from './catalog.js';
import { EmailLayout } from './layout.js';

export type { EmailProps, EmailType } from './catalog.js';
export { emailTypes } from './catalog.js';

/** One e-mail ready for the outbox: both parts, written once when the message is queued. */
export interface RenderedEmail {
  type: EmailType;
  subject: string;
  html: string;
  text: string;
}

/**
 * The text part's converter, compiled once: the options React Email's `toPlainText` applies, with ours on
 * top. Compiling the selectors at every e-mail cost more than rendering the HTML (a lot's close tells every
 * bidder at once).
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'table.amounts', format: 'dataTable', options: { maxColumnWidth: 200 } },
  ],
});

/**
 * Renders the template of `type` with its props: the HTML part (React Email, styles inlined) and the text
 * part taken from the same markup, so both always say the same. `site` is the web origin all links start with.
 */
export async function renderEmail<T extends EmailType>(
  type: T,
  props: EmailProps[T],
  site: string,
): Promise<RenderedEmail> {
  const origin = site.replace(/\/+$/, '');
  const definition = emailDefinition(type);
  const html = await render(
    <EmailLayout
      site={origin}
      preview={definition.preview(props)}
      title={definition.title(props)}
      reason={definition.reason}
      audience={definition.audience}
      unsubscribeUrl={definition.unsubscribeUrl?.(props)}
    >
      {definition.body(props, origin)}
    </EmailLayout>,
  );
  const text = toPlainText(html)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { type, subject: definition.subject(props), html, text };
}

/** The staff preview: every template, its pt-BR name and audience. */
export function listEmailTemplates() {
  return emailTypes.map((type) => {
    const definition = emailDefinition(type);
    return { type, label: definition.label, audience: definition.audience };
  });
}

/** A template rendered with its sample props (staff preview and tests). */
export async function renderEmailSample(type: EmailType, site: string): Promise<RenderedEmail> {
  const origin = site.replace(/\/+$/, '');
  return renderEmail(type, emailDefinition(type).sample(origin), origin);
}

/** The types whose e-mail is a notice also shown in the bell (title, body and the type's own action). */
export type NoticeEmailType = {
  [T in EmailType]: EmailProps[T] extends NoticeProps
    ? NoticeProps extends EmailProps[T]
      ? T
      : never
    : never;
}[EmailType];

/** Renders a notice e-mail: greeting by name, the notice's title and body, and the type's action button. */
export function renderNotice(
  type: NoticeEmailType,
  props: NoticeProps,
  site: string,
): Promise<RenderedEmail> {
  return renderEmail(type, props, site);
}
