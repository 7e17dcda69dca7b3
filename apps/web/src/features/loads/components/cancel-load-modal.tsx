import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';

/** SPEC 5: the cancel-load confirmation, word for word. */
export const CANCEL_LOAD_TEXT = {
  question: 'Are you sure you want to cancel this load?',
  detail: 'This action cannot be undone, and a new entry would need to be created.',
  back: 'Go Back',
  confirm: 'Yes, Cancel',
} as const;

export function CancelLoadModal({
  opened,
  onClose,
  onConfirm,
  pending,
  error,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: unknown;
}) {
  return (
    <Modal opened={opened} onClose={onClose} centered size="md" withCloseButton={false}>
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {CANCEL_LOAD_TEXT.question}
        </Text>
        <Text c="dimmed">{CANCEL_LOAD_TEXT.detail}</Text>
        {error ? (
          <Text c="red" size="sm" role="alert">
            {errorMessage(error)}
          </Text>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {CANCEL_LOAD_TEXT.back}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {CANCEL_LOAD_TEXT.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
