/** @jsxRuntime automatic @jsxImportSource react */
import { Letter, type RenderedMail, renderMail } from './layout.tsx';

const NAME = '{{firstName}}';
const frames = new Map<string, Promise<RenderedMail>>();

/** The notice rendered once for everyone it goes to, with a slot for the greeting's name. */
function noticeFrame(title: string, body: string, link: string): Promise<RenderedMail> {
  const key = JSON.stringify([title, body, link]);
  let frame = frames.get(key);
  if (!frame) {
    frame = renderMail(
      title,
      <Letter
        preview={title}
        greeting={`Hello ${NAME},`}
        paragraphs={body.split(/\n{2,}/)}
        action={{ href: link, label: 'Open in Spotlane' }}
        footer="You can choose which e-mails you get in your notification settings."
      />,
    );
    // A small cache: an announcement to many carriers renders its mail once.
    if (frames.size >= 200) frames.delete(frames.keys().next().value as string);
    frames.set(key, frame);
    frame.catch(() => frames.delete(key));
  }
  return frame;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A notification of the catalogue (modules/notifications/catalogue.ts) sent by mail. */
export async function noticeMail(props: {
  firstName: string;
  title: string;
  body: string;
  link: string;
}): Promise<RenderedMail> {
  const frame = await noticeFrame(props.title, props.body, props.link);
  return {
    subject: frame.subject,
    html: frame.html.replaceAll(NAME, escapeHtml(props.firstName)),
    text: frame.text.replaceAll(NAME, props.firstName),
  };
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
