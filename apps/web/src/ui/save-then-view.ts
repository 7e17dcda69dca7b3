import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';

/**
 * What an add or edit form does on submit: save the record, say so, then show the saved
 * record's view page in place of the form (so Back does not return to the form).
 */
export function useSaveThenView<Body>(
  save: { mutateAsync: (body: Body) => Promise<{ id: number }> },
  noun: string,
  viewPath: (id: number) => string,
): (body: Body) => Promise<void> {
  const navigate = useNavigate();
  return async (body) => {
    const saved = await save.mutateAsync(body);
    notifications.show({ color: 'teal', message: `The ${noun} was saved` });
    navigate(viewPath(saved.id), { replace: true });
  };
}
