/** @jsxRuntime automatic @jsxImportSource react */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import type { ReactElement, ReactNode } from 'react';

const brand = '#1d4ed8';

/** The frame every Spotlane mail shares: the name, the content, an optional footer line. */
export function Layout(props: { preview: string; children: ReactNode; footer?: string }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2937' }}>
        <Container style={{ maxWidth: '560px', padding: '24px' }}>
          <Text style={{ fontSize: '18px', fontWeight: 'bold', color: brand, margin: '0 0 16px' }}>
            Spotlane
          </Text>
          {props.children}
          {props.footer ? (
            <>
              <Hr />
              <Text style={{ fontSize: '12px', color: '#6b7280' }}>{props.footer}</Text>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph; line breaks inside it are kept. */
export function Paragraph(props: { children: string }) {
  const lines = props.children.split('\n');
  return (
    <Text style={{ margin: '0 0 12px', lineHeight: '1.5' }}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}

/** A button to a page; the plain text shows its label followed by the address. */
export function Action(props: { href: string; label: string }) {
  return (
    <Button
      href={props.href}
      style={{
        background: brand,
        color: '#ffffff',
        padding: '10px 18px',
        borderRadius: '6px',
        margin: '8px 0 16px',
      }}
    >
      {props.label}
    </Button>
  );
}

/** The usual mail: a greeting, paragraphs and an optional button, in the Layout. */
export function Letter(props: {
  preview: string;
  greeting?: string;
  paragraphs: string[];
  action?: { href: string; label: string };
  footer?: string;
}) {
  return (
    <Layout preview={props.preview} footer={props.footer}>
      {props.greeting ? <Paragraph>{props.greeting}</Paragraph> : null}
      {props.paragraphs.map((text) => (
        <Paragraph key={text}>{text}</Paragraph>
      ))}
      {props.action ? <Action href={props.action.href} label={props.action.label} /> : null}
    </Layout>
  );
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * HTML and plain text from the same template: the text is the rendered HTML converted (one
 * render, not two), keeping whole lines (no wrapping) so codes and links stay on one line.
 */
export async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  // The memory budget (decision 046): the renderer and react-dom/server load with the first mail.
  const { render, toPlainText } = await import('@react-email/render');
  const html = await render(element);
  const text = toPlainText(html, { wordwrap: false });
  return { subject, html, text: `${text.trim()}\n` };
}
