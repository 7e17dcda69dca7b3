import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import { FormError } from './form-error.tsx';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => unknown;
}

let confirmCount = 0;

/**
 * Asks before an action with @mantine/modals' confirm modal (never `window.confirm`). The
 * modal stays open while `onConfirm` runs; when it fails, the server's reason shows in the
 * modal under the question and the user can try again or go back.
 */
export function confirmAction({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Go Back',
  danger = true,
  onConfirm,
}: ConfirmOptions): string {
  const question = typeof message === 'string' ? <Text>{message}</Text> : message;
  const color = danger ? 'red' : undefined;
  const modalId = `confirm-${++confirmCount}`;
  modals.openConfirmModal({
    modalId,
    title,
    centered: true,
    children: question,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: { color },
    closeOnConfirm: false,
    onConfirm: async () => {
      modals.updateModal({ modalId, children: question, confirmProps: { color, loading: true } });
      try {
        await onConfirm();
        modals.close(modalId);
      } catch (error) {
        modals.updateModal({
          modalId,
          confirmProps: { color, loading: false },
          children: (
            <Stack gap="md">
              {question}
              <FormError message={errorMessage(error)} />
            </Stack>
          ),
        });
      }
    },
  });
  return modalId;
}

/** A small red button with a bin that asks (confirmAction) before it deletes or revokes. */
export function ConfirmButton({
  label,
  children,
  ...confirm
}: ConfirmOptions & { label: string; children: ReactNode }) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} />}
      aria-label={label}
      onClick={() => confirmAction(confirm)}
    >
      {children}
    </Button>
  );
}

/** Tells the user something through @mantine/modals (never `window.alert`). */
export function tellUser(title: string, message: ReactNode): void {
  modals.open({
    title,
    centered: true,
    children: typeof message === 'string' ? <Text>{message}</Text> : message,
  });
}

export type EntityRemove = Omit<ConfirmOptions, 'cancelLabel' | 'danger'> & {
  /** 'Delete' (default) or 'Remove'. */
  verb?: string;
  tooltip?: string;
};

/** Edit and delete (or remove) icons for the header of an entity's view page. */
export function EntityActions({
  entity,
  onEdit,
  remove,
}: {
  /** 'company', 'carrier', 'list': names the buttons ("Edit company"). */
  entity: string;
  onEdit?: () => void;
  remove?: EntityRemove;
}) {
  const verb = remove?.verb ?? 'Delete';
  return (
    <Group gap="xs">
      {onEdit ? (
        <Tooltip label="Edit">
          <ActionIcon variant="light" size="lg" aria-label={`Edit ${entity}`} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {remove ? (
        <Tooltip label={remove.tooltip ?? verb}>
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            aria-label={`${verb} ${entity}`}
            onClick={() => confirmAction(remove)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
