import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStarLoad } from '../api/star-load.ts';

/** SPEC 4: a star icon toggles the starred state; a filled star means starred. */
export function StarToggle({
  loadId,
  starred,
  size = 'lg',
}: {
  loadId: number;
  starred: boolean;
  size?: 'md' | 'lg';
}) {
  const star = useStarLoad();
  const label = starred ? 'Unstar' : 'Star';
  return (
    <Tooltip label={star.isError ? errorMessage(star.error) : label}>
      <ActionIcon
        variant="subtle"
        color={starred ? 'yellow' : 'gray'}
        size={size}
        aria-label={label}
        aria-pressed={starred}
        loading={star.isPending}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          star.mutate({ id: loadId, starred: !starred });
        }}
      >
        {starred ? <IconStarFilled size={20} /> : <IconStar size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
