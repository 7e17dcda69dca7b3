import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@spotlane/shared/domain/paths';
import { Link } from 'react-router';
import { AuthCard } from '../../../features/account/components/auth-layout.tsx';
import { RegisterForm } from '../../../features/account/components/register-form.tsx';

export default function RegisterCarrierPage() {
  useDocumentTitle('Register as a carrier · Spotlane');
  return (
    <AuthCard
      title="Register as a carrier"
      width={560}
      subtitle={
        <Text component="span" size="sm">
          Find spot quotes and bid on the loads you want.{' '}
          <Anchor component={Link} to={paths.registerShipper} size="sm">
            Are you a shipper?
          </Anchor>
        </Text>
      }
    >
      <RegisterForm userType="carrier" />
    </AuthCard>
  );
}
