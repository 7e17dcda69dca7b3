import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@spotlane/shared/domain/paths';
import type { UserType } from '@spotlane/shared/schemas/auth';
import { Link } from 'react-router';
import { AuthCard } from '../../../features/account/components/auth-layout.tsx';
import { RegisterForm } from '../../../features/account/components/register-form.tsx';

const registration = {
  shipper: {
    pitch: 'Publish loads and get bids from your carriers.',
    other: 'carrier',
    otherPath: paths.registerCarrier,
  },
  carrier: {
    pitch: 'Find spot quotes and bid on the loads you want.',
    other: 'shipper',
    otherPath: paths.registerShipper,
  },
} as const;

/** The registration page of one side of the market, with a link to the other side's. */
export function RegisterPage({ userType }: { userType: UserType }) {
  const { pitch, other, otherPath } = registration[userType];
  useDocumentTitle(`Register as a ${userType} · Spotlane`);
  return (
    <AuthCard
      title={`Register as a ${userType}`}
      width={560}
      subtitle={
        <Text component="span" size="sm">
          {pitch}{' '}
          <Anchor component={Link} to={otherPath} size="sm">
            Are you a {other}?
          </Anchor>
        </Text>
      }
    >
      <RegisterForm userType={userType} />
    </AuthCard>
  );
}

export default function RegisterShipperPage() {
  return <RegisterPage userType="shipper" />;
}
