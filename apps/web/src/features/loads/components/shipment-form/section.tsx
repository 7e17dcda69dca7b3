import { Group, Paper, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of the shipment form. */
export function Section({
  icon,
  title,
  children,
  aside,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <ThemeIcon variant="light" radius="md" size="lg">
            {icon}
          </ThemeIcon>
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
