import { Group, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The heading of a paperwork panel of a load: its icon, then its name. */
export function PanelTitle({ icon: PanelIcon, children }: { icon: Icon; children: ReactNode }) {
  return (
    <Group gap="xs">
      <PanelIcon size={20} />
      <Title order={2} size="h4">
        {children}
      </Title>
    </Group>
  );
}
