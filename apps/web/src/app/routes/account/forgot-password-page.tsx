import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordRequest } from '@spotlane/shared/schemas/auth';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useForgotPassword } from '../../../features/account/api/forgot-password.ts';
import { useResendPassword } from '../../../features/account/api/resend-password.ts';
import { AuthCard } from '../../../features/account/components/auth-layout.tsx';
import { ActionError } from '../../../ui/form-error.tsx';
import { EmailField } from '../../../ui/form-fields.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';

/** /forgotPassword: the answer is the same whether or not the e-mail has an account. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password · Spotlane');
  const forgot = useForgotPassword();
  const resend = useResendPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm(forgotPasswordRequest, { defaultValues: { email: '' } });

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail">
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
            {FORGOT_PASSWORD_MESSAGE}
          </Alert>
          <Text size="sm" c="dimmed">
            The link is valid for one hour. Did not get it? Check your spam folder or send it again.
          </Text>
          <ActionError action={resend} />
          {resend.isSuccess ? (
            <Text size="sm" c="teal" role="status">
              Sent again.
            </Text>
          ) : null}
          <Group justify="space-between">
            <Anchor component={Link} to="/" size="sm">
              Back to sign in
            </Anchor>
            <Button
              variant="light"
              loading={resend.isPending}
              onClick={() => resend.mutate({ email: sentTo })}
            >
              Send the link again
            </Button>
          </Group>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new one."
    >
      <SchemaForm
        form={form}
        serverFields={['email']}
        onSubmit={async (values) => {
          await forgot.mutateAsync(values);
          setSentTo(values.email);
        }}
      >
        <EmailField autoComplete="email" size="md" />
        <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
          Send reset link
        </Button>
        <Anchor component={Link} to="/" size="sm" ta="center">
          Back to sign in
        </Anchor>
      </SchemaForm>
    </AuthCard>
  );
}
