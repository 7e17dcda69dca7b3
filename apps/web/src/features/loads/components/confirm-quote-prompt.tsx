import { Button, Group, Modal, Text } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuotesToConfirm } from '../api/list-spot-quotes.ts';

/** SPEC 2.7 / 2.14: on page load, the prompt for a chosen quote that waits for confirmation. */
export function ConfirmQuotePrompt() {
  const navigate = useNavigate();
  const toConfirm = useQuotesToConfirm();
  const [dismissed, setDismissed] = useState(false);
  const first = toConfirm.data?.results[0];
  return (
    <Modal
      opened={Boolean(first) && !dismissed}
      onClose={() => setDismissed(true)}
      title="Confirm your quote"
      centered
    >
      <Text>You have a quote that needs to be confirmed. Do you want to confirm it now?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setDismissed(true)}>
          Not Now
        </Button>
        <Button onClick={() => first && navigate(paths.quoteForm(first.id))}>Yes</Button>
      </Group>
    </Modal>
  );
}
