import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArchive, IconPencil } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';

/**
 * Edit and archive for a driver or unit page; archiving asks first (a modal) and shows the
 * server's refusal there (409 InUse while the record is on an active load).
 */
export function RecordActions({
  noun,
  name,
  editPath,
  listPath,
  archive,
  id,
}: {
  noun: 'driver' | 'unit';
  name: string;
  editPath: string;
  listPath: string;
  archive: UseMutationResult<void, Error, number>;
  id: number;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Group gap="xs">
        <Tooltip label="Edit">
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={`Edit ${noun}`}
            onClick={() => navigate(editPath)}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Archive">
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            aria-label={`Archive ${noun}`}
            onClick={() => {
              archive.reset();
              setConfirming(true);
            }}
          >
            <IconArchive size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Archive this ${noun}?`}
        centered
      >
        <Stack gap="md">
          <Text>
            {name} leaves your fleet lists and pickers. The loads it was on keep showing it.
          </Text>
          {archive.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(archive.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Go Back
            </Button>
            <Button
              color="red"
              loading={archive.isPending}
              onClick={() =>
                archive.mutate(id, {
                  onSuccess: () => {
                    setConfirming(false);
                    notifications.show({ color: 'teal', message: `${name} was archived` });
                    navigate(listPath, { replace: true });
                  },
                })
              }
            >
              Yes, Archive
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
