import { Button, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@spotlane/shared/domain/paths';
import { IconCircleCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { AuthDoneCard } from '../../../features/account/components/auth-layout.tsx';
import { useSession } from '../../../lib/session.ts';

/** /register-success: thanks, then Continue to the home page. */
export default function RegisterSuccessPage() {
  useDocumentTitle('Welcome to Spotlane');
  const navigate = useNavigate();
  const { user } = useSession();

  // The sign-in page sends a signed-in user on to the remembered page or home, exactly as
  // after a sign-in (route-guard.ts); without a user it is where to sign in.
  const next = () => navigate(paths.signIn, { replace: Boolean(user) });

  return (
    <AuthDoneCard title="Thanks for registering!" icon={<IconCircleCheck size={38} />}>
      <Text>
        {user
          ? `Your ${user.user_type} account for ${user.company_name} is ready, ${user.first_name}.`
          : 'Your account is ready.'}
      </Text>
      {/* Opened directly, without a session, the page does not know who registered: it
          speaks to neither a shipper nor a carrier. */}
      {user ? (
        <Text size="sm" c="dimmed">
          {user.user_type === 'carrier'
            ? 'Shippers who work with you will see you in their network, and their spot quotes will appear on your home page.'
            : 'Next, add the companies you ship between and the carriers you work with.'}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Sign in to get started.
        </Text>
      )}
      <Button size="md" fullWidth onClick={next}>
        Continue
      </Button>
    </AuthDoneCard>
  );
}
