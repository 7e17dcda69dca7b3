import { Action, Layout, Paragraph, type RenderedMail, renderMail } from './layout.tsx';

const SETTINGS_LINE = 'You can choose which e-mails you get in your notification settings.';

/** A notification of the catalogue (modules/notifications/catalogue.ts) sent by mail. */
export function noticeMail(props: {
  firstName: string;
  title: string;
  body: string;
  link: string;
}): Promise<RenderedMail> {
  return renderMail(
    props.title,
    <Layout preview={props.title} footer={SETTINGS_LINE}>
      <Paragraph>{`Hello ${props.firstName},`}</Paragraph>
      {props.body.split(/\n{2,}/).map((part) => (
        <Paragraph key={part}>{part}</Paragraph>
      ))}
      <Action href={props.link} label="Open in Spotlane" />
    </Layout>,
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
    <Layout preview={props.subject}>
      <Paragraph>{`${props.author} wrote:`}</Paragraph>
      <Paragraph>{props.body}</Paragraph>
      <Paragraph>Your bid was not chosen, so you cannot reply in Spotlane.</Paragraph>
    </Layout>,
  );
}
