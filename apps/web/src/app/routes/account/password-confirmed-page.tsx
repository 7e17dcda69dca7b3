import { Button, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLockCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthDoneCard } from '../../../features/account/components/auth-layout.tsx';

/** /passwordConfirmed: the new password is set; sign in with it. */
export default function PasswordConfirmedPage() {
  useDocumentTitle('Password set · Spotlane');
  return (
    <AuthDoneCard title="Your password is set" icon={<IconLockCheck size={36} />}>
      <Text>Your password has been set. Sign in with your new password.</Text>
      <Button component={Link} to="/" size="md" fullWidth>
        Sign in
      </Button>
    </AuthDoneCard>
  );
}
