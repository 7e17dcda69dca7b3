import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@spotlane/shared/domain/paths';
import { Link } from 'react-router';
import { AuthCard } from '../../../features/account/components/auth-layout.tsx';
import { RegisterForm } from '../../../features/account/components/register-form.tsx';

export default function RegisterShipperPage() {
  useDocumentTitle('Register as a shipper · Spotlane');
  return (
    <AuthCard
      title="Register as a shipper"
      width={560}
      subtitle={
        <Text component="span" size="sm">
          Publish loads and get bids from your carriers.{' '}
          <Anchor component={Link} to={paths.registerCarrier} size="sm">
            Are you a carrier?
          </Anchor>
        </Text>
      }
    >
      <RegisterForm userType="shipper" />
    </AuthCard>
  );
}
