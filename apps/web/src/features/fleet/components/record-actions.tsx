import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EntityActions } from '../../../ui/entity-actions.tsx';

/**
 * Edit and archive for a driver or unit page; archiving asks first (@mantine/modals) and shows
 * the server's refusal there (409 InUse while the record is on an active load).
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
  return (
    <EntityActions
      entity={noun}
      onEdit={() => navigate(editPath)}
      remove={{
        verb: 'Archive',
        title: `Archive this ${noun}?`,
        message: `${name} leaves your fleet lists and pickers. The loads it was on keep showing it.`,
        confirmLabel: 'Yes, Archive',
        onConfirm: async () => {
          await archive.mutateAsync(id);
          notifications.show({ color: 'teal', message: `${name} was archived` });
          navigate(listPath, { replace: true });
        },
      }}
    />
  );
}
