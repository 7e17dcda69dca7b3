import { EditDeleteActions } from '../../../features/lanes/components/edit-delete-actions.tsx';

/**
 * The header actions of the lane and region view pages: edit, and delete by `remove` (a
 * delete mutation of the record's id).
 */
export function editDeleteHeader(
  entity: 'lane' | 'region',
  editPath: (id: number) => string,
  remove: { isPending: boolean; mutateAsync: (id: number) => Promise<unknown> },
) {
  return (data: { id: number }) => (
    <EditDeleteActions
      entity={entity}
      editTo={editPath(data.id)}
      deleting={remove.isPending}
      remove={() => remove.mutateAsync(data.id)}
    />
  );
}
