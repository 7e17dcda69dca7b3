import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Group,
  PinInput,
  Stack,
  Text,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useResendOtp } from '../../../features/account/api/resend-otp.ts';
import { useVerifyOtp } from '../../../features/account/api/verify-otp.ts';
import { AuthCard } from '../../../features/account/components/auth-layout.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { ActionError } from '../../../ui/form-error.tsx';

/**
 * /authentication: the one-time code step. After the code is accepted the guard takes the
 * user to the remembered page or home.
 */
export default function OtpPage() {
  useDocumentTitle('One-time code · Spotlane');
  const { user } = useSession();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  if (!user) {
    return (
      <AuthCard title="Sign in first" subtitle="The one-time code comes after your password.">
        <Button component={Link} to="/" fullWidth size="md">
          Go to sign in
        </Button>
      </AuthCard>
    );
  }

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setFormError(null);
    if (!/^\d{6}$/.test(code)) {
      setCodeError('Enter the 6-digit code');
      return;
    }
    setCodeError(null);
    verify.mutate(
      { code, trust_device: trust },
      {
        onError: (error) => {
          const onCode =
            error instanceof ApiError ? error.errors.find((item) => item.field === 'code') : null;
          if (onCode) {
            setCodeError(onCode.message);
            setCode('');
          } else if (error instanceof ApiError && error.status === 401) {
            setFormError('Your sign-in has expired. Sign in again to get a new code.');
          } else {
            setFormError(errorMessage(error));
          }
        },
      },
    );
  };

  return (
    <AuthCard
      title="Check your e-mail"
      subtitle={
        <>
          We sent a 6-digit code to <strong>{user.email}</strong>. It is valid for 10 minutes.
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}{' '}
              <Anchor component={Link} to="/" size="sm">
                Sign in
              </Anchor>
            </Alert>
          ) : null}
          <Stack gap={6}>
            <Text component="label" htmlFor="otp-code-1" size="sm" fw={500}>
              One-time code
            </Text>
            <Center>
              <PinInput
                id="otp-code"
                length={6}
                type="number"
                oneTimeCode
                size="lg"
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setCodeError(null);
                }}
                onComplete={(value) => setCode(value)}
                error={Boolean(codeError)}
                ariaLabel="One-time code"
                autoFocus
              />
            </Center>
            {codeError ? (
              <Text size="sm" c="red" role="alert" ta="center">
                {codeError}
              </Text>
            ) : null}
          </Stack>
          <Checkbox
            label="Trust this device for 30 days"
            checked={trust}
            onChange={(event) => setTrust(event.currentTarget.checked)}
          />
          <Button type="submit" size="md" fullWidth loading={verify.isPending}>
            Verify
          </Button>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              No code yet?
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              loading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              Resend code
            </Button>
          </Group>
          {resend.isSuccess ? (
            <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
              We sent a new code to {user.email}.
            </Alert>
          ) : null}
          <ActionError action={resend} />
        </Stack>
      </form>
    </AuthCard>
  );
}
