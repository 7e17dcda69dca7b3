import { Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { QueryStates } from './states.tsx';

/**
 * The states of a panel's list query: loading, failed, or while it has no row a dimmed line
 * saying why (`empty`); the list itself (`children`) once there are rows.
 */
export function ListStates({
  query,
  loading,
  rows,
  empty,
  children,
}: {
  query: ComponentProps<typeof QueryStates>['query'];
  loading: string;
  rows: readonly unknown[];
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      loading={loading}
      isEmpty={rows.length === 0}
      empty={
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      }
    >
      {children}
    </QueryStates>
  );
}
