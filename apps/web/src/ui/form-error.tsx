import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The red message above a form, or nothing. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  ) : null;
}
