import { Button, Group, Modal, Text } from '@mantine/core';

/** The dialog of ConfirmQuotePrompt, in a chunk of its own: most visits never open it. */
export default function ConfirmQuoteDialog({
  onConfirm,
  onDismiss,
}: {
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  return (
    <Modal opened onClose={onDismiss} title="Confirm your quote" centered>
      <Text>You have a quote that needs to be confirmed. Do you want to confirm it now?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDismiss}>
          Not Now
        </Button>
        <Button onClick={onConfirm}>Yes</Button>
      </Group>
    </Modal>
  );
}
