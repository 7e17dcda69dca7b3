import { Alert, Text, type TextProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-client.ts';

/** The red message above a form, or nothing. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  ) : null;
}

/** Why an action (a mutation) failed, in a line of red text under its button, or nothing. */
export function ActionError({
  action,
  size = 'sm',
  ...textProps
}: { action: { isError: boolean; error: unknown } } & TextProps) {
  return action.isError ? (
    <Text c="red" size={size} role="alert" {...textProps}>
      {errorMessage(action.error)}
    </Text>
  ) : null;
}
