import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A light button that opens another page, its icon before the label ("Edit profile"). */
export function LinkButton({
  to,
  icon: LeftIcon,
  children,
}: {
  to: string;
  icon: Icon;
  children: ReactNode;
}) {
  return (
    <Button component={Link} to={to} variant="light" leftSection={<LeftIcon size={16} />}>
      {children}
    </Button>
  );
}
