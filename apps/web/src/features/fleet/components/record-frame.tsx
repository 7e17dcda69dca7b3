import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArchivedBadge } from './fleet-badges.tsx';

/** The head of a view page's card: the name, an Archived badge when archived, the status. */
export function RecordHeading({
  name,
  archived,
  status,
}: {
  name: string;
  archived: boolean;
  status: ReactNode;
}) {
  return (
    <Group justify="space-between">
      <Title order={2}>{name}</Title>
      <Group gap="xs">
        {archived ? <ArchivedBadge /> : null}
        {status}
      </Group>
    </Group>
  );
}
