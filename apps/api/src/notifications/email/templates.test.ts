import { notificationTypes } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { emailDefinition } from './catalog.js';
import { emailTypes, listEmailTemplates, renderEmail, renderEmailSample } from './render.js';

const site = 'https://circula.example';

/** Every href of the HTML part, in order. */
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

/** Words that would betray an English (untranslated) text in a template. */
const english =
  /\b(the|click|here|your|you|please|unsubscribe|view in browser|privacy policy|terms|hello|dear|thanks|payment|password|account)\b/i;

describe('e-mail templates', () => {
  it('cover every notification type of the spec, and newsletter and billing', () => {
    for (const type of notificationTypes) expect(emailTypes).toContain(type);
    expect(emailTypes).toEqual(expect.arrayContaining(['NEWSLETTER', 'BILLING', 'FAVORITE_LIST_LINK']));
    expect(listEmailTemplates()).toHaveLength(emailTypes.length);
  });

  it.each(emailTypes)('%s renders HTML and text in pt-BR with absolute links to the site', async (type) => {
    const email = await renderEmailSample(type, `${site}/`);
    expect(email.type).toBe(type);
    expect(email.subject.trim()).not.toBe('');
    expect(email.html).toContain('<html dir="ltr" lang="pt-BR"');
    expect(email.html).toContain('max-width:600px');
    // No remote images, no stylesheet or script to fetch.
    expect(email.html).not.toMatch(/<img|<script|<link /i);

    for (const part of [email.subject, email.text, email.html]) {
      expect(part).not.toMatch(/undefined|null|NaN|\[object Object\]/);
    }
    const links = hrefsOf(email.html);
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) {
      expect(link.trim()).not.toBe('');
      expect(new URL(link.replaceAll('&amp;', '&')).origin).toBe(site);
    }

    // The footer the privacy policy promises: who we are, why this address, the privacy policy.
    expect(email.html).toContain(`href="${site}/privacidade"`);
    expect(email.text).toContain('A Circula é um marketplace de leilões e vendas diretas.');
    expect(email.text).toContain(`Você recebe este e-mail porque ${emailDefinition(type).reason}.`);
    expect(email.text).toContain(`${site}/privacidade`);
    const unsubscribe = emailDefinition(type).audience === 'MARKETING';
    expect(email.text.includes('Cancelar inscrição')).toBe(unsubscribe);
    expect(email.text.includes('ela não traz publicidade')).toBe(!unsubscribe);

    // The text part says what the HTML says: every link of the body is there as an address, no markup.
    expect(email.text).not.toMatch(/<[a-z/][^>]*>/i);
    for (const link of links) {
      if (link !== `${site}/`) expect(email.text).toContain(link.replaceAll('&amp;', '&'));
    }
    expect(email.text).not.toMatch(english);
    expect(email.subject).not.toMatch(english);
  });

  it('escapes what users typed, and turns the addresses of a notice body into links', async () => {
    const email = await renderEmail(
      'PAYMENT_REMINDER',
      {
        name: '<b>Zé</b>',
        title: 'Lembrete & aviso',
        body: `Pague em ${site}/conta/compras/1. Obrigado!\n\nSegunda linha.`,
      },
      site,
    );
    expect(email.html).not.toContain('<b>Zé</b>');
    expect(email.html).toContain('&lt;b&gt;Zé&lt;/b&gt;');
    expect(hrefsOf(email.html)).toContain(`${site}/conta/compras/1`);
    expect(email.text).toContain(`Pague em ${site}/conta/compras/1. Obrigado!`);
    expect(email.subject).toBe('Lembrete & aviso');
  });

  it('puts the sign-in link first in the text part, and the code as the only six-digit number', async () => {
    const link = `${site}/auth/link?token=abc`;
    const magic = await renderEmail('MAGIC_LINK', { link, minutes: 15 }, site);
    expect(/https?:\/\/\S+/.exec(magic.text)?.[0]).toBe(link);
    const code = await renderEmail('EMAIL_CODE', { code: '012345', minutes: 15 }, site);
    expect(code.subject).toBe('Seu código de acesso à Circula: 012345');
    expect(code.text.match(/\b\d{6}\b/g)).toEqual(['012345', '012345']);
  });
});
