import { Action, Layout, Paragraph, type RenderedMail, renderMail } from './layout.tsx';

/** The one-time sign-in code (SPEC 2.1). Tests and journeys read "Your code is NNNNNN". */
export function oneTimeCodeMail(props: { code: string }): Promise<RenderedMail> {
  return renderMail(
    'Your Spotlane sign-in code',
    <Layout preview={`Your code is ${props.code}`}>
      <Paragraph>{`Your code is ${props.code}`}</Paragraph>
      <Paragraph>
        It is valid for 10 minutes. If you did not try to sign in to Spotlane, change your password.
      </Paragraph>
    </Layout>,
  );
}

export function passwordResetMail(props: {
  firstName: string;
  link: string;
}): Promise<RenderedMail> {
  return renderMail(
    'Reset your Spotlane password',
    <Layout
      preview="Choose a new password"
      footer="If it was not you, ignore this mail: your password stays as it is."
    >
      <Paragraph>{`Hello ${props.firstName},`}</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your Spotlane account. To choose a new password, open
        this link within one hour:
      </Paragraph>
      <Action href={props.link} label="Choose a new password" />
    </Layout>,
  );
}

/** A teammate invited to an account (PRODUCT 8). */
export function invitationMail(props: {
  firstName: string;
  inviter: { firstName: string; lastName: string };
  companyName: string;
  link: string;
}): Promise<RenderedMail> {
  const { inviter } = props;
  return renderMail(
    `${inviter.firstName} invited you to ${props.companyName} on Spotlane`,
    <Layout preview={`Join ${props.companyName} on Spotlane`}>
      <Paragraph>{`Hello ${props.firstName},`}</Paragraph>
      <Paragraph>
        {`${inviter.firstName} ${inviter.lastName} invited you to join ${props.companyName} on Spotlane. Choose your password within 7 days to start:`}
      </Paragraph>
      <Action href={props.link} label="Choose your password" />
    </Layout>,
  );
}

/** A carrier a shipper added by e-mail, invited to register. */
export function carrierInvitationMail(props: {
  firstName?: string;
  inviter: { firstName: string; lastName: string };
  companyName: string;
  link: string;
}): Promise<RenderedMail> {
  const { inviter } = props;
  return renderMail(
    `${props.companyName} invites you to haul freight on Spotlane`,
    <Layout preview={`${props.companyName} wants to offer you loads`}>
      <Paragraph>{`Hello${props.firstName ? ` ${props.firstName}` : ''},`}</Paragraph>
      <Paragraph>
        {`${inviter.firstName} ${inviter.lastName} of ${props.companyName} wants to offer you loads on Spotlane, the freight marketplace. Create your free carrier account to see their spot quotes and bid:`}
      </Paragraph>
      <Action href={props.link} label="Create your carrier account" />
    </Layout>,
  );
}
