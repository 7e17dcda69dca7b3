import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLockCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthCard } from '../../../features/account/components/auth-layout.tsx';

/** /passwordConfirmed: the new password is set; sign in with it. */
export default function PasswordConfirmedPage() {
  useDocumentTitle('Password set · Spotlane');
  return (
    <AuthCard title="Your password is set">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconLockCheck size={36} />
        </ThemeIcon>
        <Text>Your password has been set. Sign in with your new password.</Text>
        <Button component={Link} to="/" size="md" fullWidth>
          Sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}
