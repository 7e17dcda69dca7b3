/** @jsxRuntime automatic @jsxImportSource react */
import { Letter, type RenderedMail, renderMail } from './layout.tsx';

interface Inviter {
  firstName: string;
  lastName: string;
}

/** Who invites, to which company, and the link that accepts. */
interface Invitation {
  inviter: Inviter;
  companyName: string;
  link: string;
}

/** The one-time sign-in code (SPEC 2.1). Tests and journeys read "Your code is NNNNNN". */
export function oneTimeCodeMail(props: { code: string }): Promise<RenderedMail> {
  const line = `Your code is ${props.code}`;
  return renderMail(
    'Your Spotlane sign-in code',
    <Letter
      preview={line}
      paragraphs={[
        line,
        'It is valid for 10 minutes. If you did not try to sign in to Spotlane, change your password.',
      ]}
    />,
  );
}

export function passwordResetMail(props: {
  firstName: string;
  link: string;
}): Promise<RenderedMail> {
  return renderMail(
    'Reset your Spotlane password',
    <Letter
      preview="Choose a new password"
      greeting={`Hello ${props.firstName},`}
      paragraphs={[
        'Someone asked to reset the password of your Spotlane account. To choose a new password, open this link within one hour:',
      ]}
      action={{ href: props.link, label: 'Choose a new password' }}
      footer="If it was not you, ignore this mail: your password stays as it is."
    />,
  );
}

/** A teammate invited to an account (PRODUCT 8). */
export function invitationMail(props: Invitation & { firstName: string }): Promise<RenderedMail> {
  const { inviter, companyName } = props;
  return renderMail(
    `${inviter.firstName} invited you to ${companyName} on Spotlane`,
    <Letter
      preview={`Join ${companyName} on Spotlane`}
      greeting={`Hello ${props.firstName},`}
      paragraphs={[
        `${inviter.firstName} ${inviter.lastName} invited you to join ${companyName} on Spotlane. Choose your password within 7 days to start:`,
      ]}
      action={{ href: props.link, label: 'Choose your password' }}
    />,
  );
}

/** A carrier a shipper added by e-mail, invited to register. */
export function carrierInvitationMail(
  props: Invitation & { firstName?: string },
): Promise<RenderedMail> {
  const { inviter, companyName } = props;
  return renderMail(
    `${companyName} invites you to haul freight on Spotlane`,
    <Letter
      preview={`${companyName} wants to offer you loads`}
      greeting={`Hello${props.firstName ? ` ${props.firstName}` : ''},`}
      paragraphs={[
        `${inviter.firstName} ${inviter.lastName} of ${companyName} wants to offer you loads on Spotlane, the freight marketplace. Create your free carrier account to see their spot quotes and bid:`,
      ]}
      action={{ href: props.link, label: 'Create your carrier account' }}
    />,
  );
}
