import { Alert, Switch, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateOtpSettings } from '../api/update-otp-settings.ts';

/** The one-time-code switch for yourself (PRODUCT.md 2), used on both account pages. */
export function OtpSwitch({ email, enabled }: { email: string; enabled: boolean }) {
  const update = useUpdateOtpSettings();
  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        With the one-time code on, each sign-in on a new device also asks for a 6-digit code we send
        to {email}.
      </Text>
      <Switch
        size="md"
        label="Ask for a one-time code when I sign in"
        checked={enabled}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ otp_enabled: event.currentTarget.checked })}
      />
      {update.isError ? (
        <Alert
          mt="md"
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          role="alert"
        >
          {errorMessage(update.error)}
        </Alert>
      ) : null}
      {update.isSuccess ? (
        <Text size="sm" c="teal" mt="sm" role="status">
          {update.data.user.otp_enabled ? 'The one-time code is on.' : 'The one-time code is off.'}
        </Text>
      ) : null}
    </>
  );
}
