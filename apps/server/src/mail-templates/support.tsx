/** @jsxRuntime automatic @jsxImportSource react */
import { Letter, type RenderedMail, renderMail } from './layout.tsx';

/** PRODUCT.md 13: subjects of the support chat's mails (tests look for them). */
export const SUPPORT_AWAY_SUBJECT = 'Spotlane support replied to you';
export const SUPPORT_CONTACT_SUBJECT = 'We received your message';
export const SUPPORT_VISITOR_REPLY_SUBJECT = 'Spotlane support replied to your message';

/** An agent answered while the user was away (decision 037). */
export function supportAwayMail(props: {
  firstName: string;
  messages: string[];
  link: string;
}): Promise<RenderedMail> {
  return renderMail(
    SUPPORT_AWAY_SUBJECT,
    <Letter
      preview={SUPPORT_AWAY_SUBJECT}
      greeting={`Hello ${props.firstName},`}
      paragraphs={['The Spotlane support team answered your message:', ...props.messages]}
      action={{ href: props.link, label: 'Open the support chat' }}
    />,
  );
}

/** The confirmation a visitor gets after sending the contact form. */
export function supportContactMail(props: { name: string; body: string }): Promise<RenderedMail> {
  return renderMail(
    SUPPORT_CONTACT_SUBJECT,
    <Letter
      preview={SUPPORT_CONTACT_SUBJECT}
      greeting={`Hello ${props.name},`}
      paragraphs={[
        'Thanks for writing to Spotlane support. We have received your message and will reply to this address.',
        'Your message:',
        props.body,
      ]}
    />,
  );
}

/** An agent's answer to a visitor, who has no chat to come back to. */
export function supportVisitorReplyMail(props: {
  name: string;
  author: string;
  body: string;
}): Promise<RenderedMail> {
  return renderMail(
    SUPPORT_VISITOR_REPLY_SUBJECT,
    <Letter
      preview={SUPPORT_VISITOR_REPLY_SUBJECT}
      greeting={`Hello ${props.name},`}
      paragraphs={[`${props.author} of Spotlane support wrote:`, props.body]}
    />,
  );
}
