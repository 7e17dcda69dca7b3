import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';

/**
 * Edit and Delete buttons for the header of a lane's or region's view page: Delete runs
 * `remove`, says "The {entity} was deleted" and goes back to the lanes page; a failure
 * shows the server's reason.
 */
export function EditDeleteActions({
  entity,
  editTo,
  deleting,
  remove,
}: {
  /** 'lane' or 'region': names the success message. */
  entity: string;
  editTo: string;
  deleting: boolean;
  remove: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  return (
    <Group gap="xs">
      <Button component={Link} to={editTo} variant="light">
        Edit
      </Button>
      <Button
        color="red"
        variant="subtle"
        loading={deleting}
        onClick={async () => {
          try {
            await remove();
            notifications.show({ color: 'teal', message: `The ${entity} was deleted` });
            navigate(paths.lanes, { replace: true });
          } catch (error) {
            notifications.show({ color: 'red', message: errorMessage(error) });
          }
        }}
      >
        Delete
      </Button>
    </Group>
  );
}
