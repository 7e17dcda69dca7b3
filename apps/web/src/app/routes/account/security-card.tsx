import { Group, Paper, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The "Sign-in security" card of the account pages, around the one-time-code switch. */
export function SecurityCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Group gap="sm" mb="xs">
        <IconShieldLock size={22} />
        <Title order={2} size="h4">
          Sign-in security
        </Title>
      </Group>
      {children}
    </Paper>
  );
}
