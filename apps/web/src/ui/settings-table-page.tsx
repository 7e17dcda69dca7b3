import { Alert, Container, Paper, Stack, Table, type TableProps, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';
import { ErrorState, LoadingState } from './states.tsx';

/** What to show while `query` loads, when it failed or found nothing; `list` shows its results. */
export interface QueryResultsProps<T> {
  query: UseQueryResult<{ results: T[] }>;
  loadingLabel: string;
  /** The title and text of the empty state. */
  empty: { title: string; text?: ReactNode };
}

/** `query`'s results shown by `list`, or its loading, empty or error state. */
export function QueryResults<T>({
  query,
  loadingLabel,
  empty,
  list,
}: QueryResultsProps<T> & { list: (results: T[]) => ReactNode }) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (query.data.results.length === 0)
    return <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  return list(query.data.results);
}

interface TableShape<T> {
  minWidth: number;
  radius?: 'md' | 'lg';
  table?: TableProps;
  /** The header cells. */
  head: ReactNode;
  row: (item: T) => ReactNode;
}

/** `items` as a bordered table of one `row` each under the `head` cells. */
function ResultsTable<T>({
  items,
  minWidth,
  radius = 'lg',
  table,
  head,
  row,
}: TableShape<T> & { items: T[] }) {
  return (
    <Paper withBorder radius={radius}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" highlightOnHover {...table}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{items.map((item) => row(item))}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** `query`'s results as a table of one `row` each (or its loading, empty or error state). */
export function QueryTable<T>({
  query,
  loadingLabel,
  empty,
  ...shape
}: QueryResultsProps<T> & TableShape<T>) {
  return (
    <QueryResults
      query={query}
      loadingLabel={loadingLabel}
      empty={empty}
      list={(items) => <ResultsTable items={items} {...shape} />}
    />
  );
}

interface SettingsPageProps {
  title: string;
  actions?: ReactNode;
  size?: 'lg' | 'xl';
  intro: ReactNode;
  notices?: ReactNode;
  children?: ReactNode;
}

/**
 * A Settings page that is one list (Webhooks): the header, a dimmed introduction, any
 * notices, then `query`'s results shown by `list`, or its loading, empty or error state.
 * `children` (the page's modals) follow the page.
 */
export function SettingsListPage<T>({
  title,
  actions,
  size = 'lg',
  intro,
  notices,
  children,
  ...results
}: SettingsPageProps & QueryResultsProps<T> & { list: (results: T[]) => ReactNode }) {
  return (
    <>
      <PageHeader title={title} showTools={false} actions={actions} />
      <Container size={size}>
        <Stack gap="md">
          <Text c="dimmed">{intro}</Text>
          {notices}
          <QueryResults {...results} />
        </Stack>
      </Container>
      {children}
    </>
  );
}

/** A Settings page that is one table (Users, Permissions, API): a list page of `row`s. */
export function SettingsTablePage<T extends { id: number }>({
  minWidth,
  radius,
  table,
  head,
  row,
  ...page
}: SettingsPageProps & QueryResultsProps<T> & TableShape<T>) {
  return (
    <SettingsListPage
      {...page}
      list={(items) => (
        <ResultsTable
          items={items}
          minWidth={minWidth}
          radius={radius}
          table={table}
          head={head}
          row={row}
        />
      )}
    />
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
