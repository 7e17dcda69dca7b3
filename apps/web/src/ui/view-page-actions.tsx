import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { EntityActions, type EntityRemove } from './entity-actions.tsx';

// Its own module: the spot-quote list reaches entity-actions.tsx (tender offers) and should
// not carry a view page's navigation and toast.
/**
 * EntityActions of a view page: edit opens the edit page; a confirmed removal runs, says so in
 * a toast ("The carrier was removed", "The list was deleted") and goes back to the list,
 * replacing the view page (its record is gone).
 */
export function ViewPageActions({
  entity,
  editPath,
  remove: { run, listPath, ...confirm },
}: {
  entity: string;
  editPath: string;
  remove: Omit<EntityRemove, 'onConfirm'> & { run: () => Promise<unknown>; listPath: string };
}) {
  const navigate = useNavigate();
  const done = `The ${entity} was ${confirm.verb === 'Remove' ? 'removed' : 'deleted'}`;
  return (
    <EntityActions
      entity={entity}
      onEdit={() => navigate(editPath)}
      remove={{
        ...confirm,
        onConfirm: async () => {
          await run();
          notifications.show({ color: 'teal', message: done });
          navigate(listPath, { replace: true });
        },
      }}
    />
  );
}
