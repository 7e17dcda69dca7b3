/** @jsxRuntime automatic @jsxImportSource react */
import { Letter, type RenderedMail, renderMail } from './layout.tsx';

/** A notification of the catalogue (modules/notifications/catalogue.ts) sent by mail. */
export function noticeMail(props: {
  firstName: string;
  title: string;
  body: string;
  link: string;
}): Promise<RenderedMail> {
  return renderMail(
    props.title,
    <Letter
      preview={props.title}
      greeting={`Hello ${props.firstName},`}
      paragraphs={props.body.split(/\n{2,}/)}
      action={{ href: props.link, label: 'Open in Spotlane' }}
      footer="You can choose which e-mails you get in your notification settings."
    />,
  );
}

/** A message to a carrier whose bid was not chosen: it cannot answer in the app. */
export function closedChatMail(props: {
  subject: string;
  author: string;
  body: string;
}): Promise<RenderedMail> {
  return renderMail(
    props.subject,
    <Letter
      preview={props.subject}
      paragraphs={[
        `${props.author} wrote:`,
        props.body,
        'Your bid was not chosen, so you cannot reply in Spotlane.',
      ]}
    />,
  );
}
