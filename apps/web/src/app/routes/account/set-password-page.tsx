import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@spotlane/shared/domain/paths';
import { resetPasswordRequest } from '@spotlane/shared/schemas/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useResetPassword } from '../../../features/account/api/reset-password.ts';
import { AuthCard } from '../../../features/account/components/auth-layout.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { PasswordField } from '../../../ui/form-fields.tsx';
import { FormError } from '../../../ui/schema-form.tsx';

const setPasswordForm = resetPasswordRequest
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match',
  });
type SetPasswordValues = z.input<typeof setPasswordForm>;

/** /setPassword?token=...: a reset link, or an invitation (&invite=1). */
export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = params.get('invite') === '1';
  useDocumentTitle(invite ? 'Join Spotlane' : 'Set your password · Spotlane');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const tokenProblem = useMemo(
    () =>
      resetPasswordRequest.shape.token.safeParse(token).success ? null : 'The link is not valid',
    [token],
  );
  const form = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordForm),
    defaultValues: { token, password: '', confirm: '' },
  });
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit(({ password }) => {
    setFormError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => navigate(paths.passwordConfirmed, { replace: true }),
        onError: (error) => {
          const tokenError =
            error instanceof ApiError ? error.errors.find((item) => item.field === 'token') : null;
          if (tokenError) setLinkError(tokenError.message);
          setFormError(applyServerErrors(error, setError, ['password', 'confirm']));
        },
      },
    );
  });

  const badLink = linkError ?? tokenProblem;
  if (badLink) {
    return (
      <AuthCard title="This link does not work">
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {badLink === 'The link is not valid'
              ? 'The link is not valid. Open the link from the e-mail again, or ask for a new one.'
              : badLink}
          </Alert>
          <Button component={Link} to={paths.forgotPassword} fullWidth>
            Ask for a new link
          </Button>
          <Anchor component={Link} to="/" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={invite ? 'Welcome to Spotlane' : 'Choose a new password'}
      subtitle={
        invite
          ? 'You were invited to join your team. Choose a password to finish setting up your account.'
          : 'Choose a new password for your account. Every other session will be signed out.'
      }
    >
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormError message={formError} />
            <PasswordField
              label="New password"
              description="At least 10 characters; not your e-mail address."
              autoComplete="new-password"
              size="md"
            />
            <PasswordField
              name="confirm"
              label="Confirm password"
              autoComplete="new-password"
              size="md"
            />
            <Button type="submit" size="md" fullWidth loading={reset.isPending}>
              {invite ? 'Set password and continue' : 'Set new password'}
            </Button>
            <Text size="sm" ta="center" c="dimmed">
              <Anchor component={Link} to="/" size="sm">
                Back to sign in
              </Anchor>
            </Text>
          </Stack>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
