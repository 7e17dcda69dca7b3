import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value on the driver and unit pages. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Text>
    </div>
  );
}
