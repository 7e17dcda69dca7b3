import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client.ts';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => unknown;
}

/**
 * Asks before an action through @mantine/modals (never `window.confirm`). `onConfirm` may be
 * async: when it fails, its error is shown as a red notification.
 */
export function confirmAction({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Go Back',
  danger = true,
  onConfirm,
}: ConfirmOptions): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: typeof message === 'string' ? <Text>{message}</Text> : message,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: danger ? { color: 'red' } : undefined,
    onConfirm: async () => {
      try {
        await onConfirm();
      } catch (error) {
        notifications.show({ color: 'red', message: errorMessage(error) });
      }
    },
  });
}

/** Tells the user something through @mantine/modals (never `window.alert`). */
export function tellUser(title: string, message: ReactNode): void {
  modals.open({
    title,
    centered: true,
    children: typeof message === 'string' ? <Text>{message}</Text> : message,
  });
}

/** Edit and delete (or remove) icons for the header of an entity's view page. */
export function EntityActions({
  entity,
  onEdit,
  remove,
}: {
  /** 'company', 'carrier', 'list': names the buttons ("Edit company"). */
  entity: string;
  onEdit?: () => void;
  remove?: Omit<ConfirmOptions, 'cancelLabel' | 'danger'> & {
    /** 'Delete' (default) or 'Remove'. */
    verb?: string;
    tooltip?: string;
  };
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
