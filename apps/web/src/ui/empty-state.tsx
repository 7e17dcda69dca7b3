import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The panel of a list or section with nothing in it. Not in states.tsx: the entry (sign-in)
 * loads that file, and this panel's styles (Paper) belong to the signed-in pages (the first-load budget).
 */
export function EmptyState({
  title,
  children,
  action,
  link,
  titleOrder = 3,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** A button to a page, when that is the way on (the place of `action`). */
  link?: { to: string; label: string };
  /** 2 where the page has no section heading above the empty state (axe heading-order). */
  titleOrder?: 2 | 3;
}) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconInbox size={26} />
        </ThemeIcon>
        <Title order={titleOrder} size="h4">
          {title}
        </Title>
        {children ? (
          <Text c="dimmed" ta="center" maw={460}>
            {children}
          </Text>
        ) : null}
        {link ? (
          <Button component={Link} to={link.to}>
            {link.label}
          </Button>
        ) : (
          action
        )}
      </Stack>
    </Paper>
  );
}
