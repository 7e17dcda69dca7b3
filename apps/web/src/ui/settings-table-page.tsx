import { Alert, Container, Paper, Stack, Table, type TableProps, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header.tsx';
import { EmptyState, ErrorState, LoadingState } from './states.tsx';

/**
 * A Settings page that is one table (Users, Permissions, API): the header, a dimmed
 * introduction, any notices, then the table of `query`'s results or its loading, empty or
 * error state. `children` (the page's modals) follow the page.
 */
export function SettingsTablePage<T extends { id: number }>({
  title,
  actions,
  size = 'lg',
  intro,
  notices,
  query,
  loadingLabel,
  empty,
  minWidth,
  table,
  head,
  row,
  children,
}: {
  title: string;
  actions?: ReactNode;
  size?: 'lg' | 'xl';
  intro: ReactNode;
  notices?: ReactNode;
  query: UseQueryResult<{ results: T[] }>;
  loadingLabel: string;
  /** The title and text of the empty state. */
  empty: { title: string; text?: ReactNode };
  minWidth: number;
  table?: TableProps;
  /** The header cells. */
  head: ReactNode;
  row: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={loadingLabel} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  else if (query.data.results.length === 0)
    body = <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  else
    body = (
      <Paper withBorder radius="lg">
        <Table.ScrollContainer minWidth={minWidth}>
          <Table verticalSpacing="sm" highlightOnHover {...table}>
            <Table.Thead>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{query.data.results.map((item) => row(item))}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );

  return (
    <>
      <PageHeader title={title} showTools={false} actions={actions} />
      <Container size={size}>
        <Stack gap="md">
          <Text c="dimmed">{intro}</Text>
          {notices}
          {body}
        </Stack>
      </Container>
      {children}
    </>
  );
}

/** A notice of a Settings page the user may close: what was done (status) or what failed (alert). */
export function ClosableNotice({
  failed = false,
  onClose,
  children,
}: {
  failed?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Alert
      color={failed ? 'red' : 'teal'}
      variant="light"
      icon={failed ? <IconAlertCircle size={18} /> : <IconCheck size={18} />}
      role={failed ? 'alert' : 'status'}
      withCloseButton
      onClose={onClose}
    >
      {children}
    </Alert>
  );
}
