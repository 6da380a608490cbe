/** @jsxRuntime automatic @jsxImportSource react */
import type { EmailAudience } from '@circula/domain';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { Fragment, type ReactNode } from 'react';

/** The web's brand colours (apps/web/src/app/globals.css), inlined: e-mail clients ignore stylesheets. */
export const brand = {
  primary: '#0a8663',
  primaryDark: '#086b50',
  primarySoft: '#ecfdf6',
  accent: '#fbbf3c',
  ink: '#10231d',
  muted: '#4b5d57',
  line: '#dbe4e0',
  surface: '#f6f8f7',
} as const;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface LayoutProps {
  /** The site origin every link starts with (absolute links only). */
  site: string;
  preview: string;
  title: string;
  /** Completes "Você recebe este e-mail porque …" in the footer. */
  reason: string;
  audience: EmailAudience;
  /** Marketing mail only: the signed link that stops every campaign to this address. */
  unsubscribeUrl?: string | undefined;
  children: ReactNode;
}

/**
 * The frame of every Circula e-mail: the name in the brand's green, one column at most 600 px wide (fits a
 * phone as it is), and the footer the privacy policy promises — who we are, why this address gets the
 * message, the privacy policy, and for marketing mail the way out.
 */
export function EmailLayout(props: LayoutProps) {
  const year = new Date().getUTCFullYear();
  return (
    <Html lang="pt-BR" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: brand.surface, margin: 0, padding: '24px 0', fontFamily: font }}>
        <Container
          style={{
            maxWidth: '600px',
            width: '100%',
            backgroundColor: '#ffffff',
            border: `1px solid ${brand.line}`,
            borderRadius: '12px',
            overflow: 'hidden',
          }}
        >
          <Section
            data-skip-in-text="true"
            style={{
              backgroundColor: brand.primary,
              padding: '20px 24px',
              borderBottom: `4px solid ${brand.accent}`,
            }}
          >
            <Link
              href={`${props.site}/`}
              style={{ color: '#ffffff', fontSize: '24px', fontWeight: 700, textDecoration: 'none' }}
            >
              Circula
            </Link>
            <Text style={{ color: brand.primarySoft, fontSize: '13px', margin: '2px 0 0' }}>
              Bom pra todo mundo
            </Text>
          </Section>
          <Section style={{ padding: '24px' }}>
            <Heading
              as="h1"
              style={{ color: brand.ink, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}
            >
              {props.title}
            </Heading>
            {props.children}
            <Text style={{ ...paragraph, marginTop: '24px' }}>Equipe Circula — Bom pra todo mundo</Text>
          </Section>
          <Hr style={{ borderColor: brand.line, margin: 0 }} />
          <Section style={{ padding: '16px 24px 24px' }}>
            <Text style={footer}>
              A Circula é um marketplace de leilões e vendas diretas. Você recebe este e-mail porque{' '}
              {props.reason}.
            </Text>
            {props.audience === 'MARKETING' && props.unsubscribeUrl ? (
              <Text style={footer}>
                Não quer mais receber nossas novidades?{' '}
                <Link href={props.unsubscribeUrl} style={footerLink}>
                  Cancelar inscrição
                </Link>{' '}
                — é só um clique.
              </Text>
            ) : (
              <Text style={footer}>
                Esta é uma mensagem de serviço sobre a sua conta ou as suas compras; ela não traz publicidade.
              </Text>
            )}
            <Text style={footer}>
              Saiba como tratamos seus dados na{' '}
              <Link href={`${props.site}/privacidade`} style={footerLink}>
                Política de privacidade
              </Link>{' '}
              e veja os{' '}
              <Link href={`${props.site}/termos`} style={footerLink}>
                Termos de uso
              </Link>
              . Dúvidas? Fale com a gente em{' '}
              <Link href={`${props.site}/suporte`} style={footerLink}>
                Ajuda
              </Link>
              .
            </Text>
            <Text style={footer}>© {year} Circula. Todos os direitos reservados.</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = {
  color: brand.ink,
  fontSize: '16px',
  lineHeight: '24px',
  margin: '0 0 16px',
} as const;
const footer = { color: brand.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 8px' } as const;
const footerLink = { color: brand.primaryDark, textDecoration: 'underline' } as const;

/** The main action of a message: a green button in HTML, "label: address" in the text part. */
export function Action({ label, url }: { label: string; url: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={url}
        style={{
          backgroundColor: brand.primary,
          color: '#ffffff',
          borderRadius: '8px',
          padding: '12px 20px',
          fontSize: '16px',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
    </Section>
  );
}

const urlPattern = /(https?:\/\/[^\s<>"')]+[^\s<>"').,;:!?])/g;

/** A line of text whose addresses become links. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(urlPattern);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <Link key={index} href={part} style={{ color: brand.primaryDark }}>
            {part}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** Paragraphs of a plain text (blank line between them, line breaks kept), addresses as links. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((block) => block.trim() !== '')
        .map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed string
          <Text key={index} style={paragraph}>
            {block.split('\n').map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed paragraph
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                <Linkified text={line} />
              </Fragment>
            ))}
          </Text>
        ))}
    </>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** A code to type (e-mail confirmation), large and spaced. */
export function CodeBox({ code }: { code: string }) {
  return (
    <Section
      style={{
        backgroundColor: brand.primarySoft,
        border: `1px solid ${brand.line}`,
        borderRadius: '8px',
        padding: '16px',
        margin: '0 0 16px',
        textAlign: 'center',
      }}
    >
      <Text style={{ color: brand.ink, fontSize: '32px', fontWeight: 700, letterSpacing: '8px', margin: 0 }}>
        {code}
      </Text>
    </Section>
  );
}
