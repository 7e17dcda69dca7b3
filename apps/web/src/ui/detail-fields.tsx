import {
  Container,
  type MantineSize,
  Paper,
  SimpleGrid,
  type SimpleGridProps,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { usePathId } from '../lib/path-id.ts';
import { PageHeader } from './page-header.tsx';
import { ErrorState, LoadingState } from './states.tsx';

/**
 * A label over its value, the block every view page shows. A text value prints '—' when
 * empty; `children` take its place for richer values (badges, links, an address).
 */
export function DetailField({
  label,
  value,
  children,
  compact = false,
  preWrap = false,
}: {
  label: string;
  value?: string | null;
  children?: ReactNode;
  /** The smaller type of the shipment detail pages. */
  compact?: boolean;
  /** Keeps the line breaks of free text (notes). */
  preWrap?: boolean;
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text
        component="div"
        size={compact ? 'sm' : undefined}
        fw={compact ? 500 : undefined}
        style={preWrap ? { whiteSpace: 'pre-wrap' } : undefined}
      >
        {children ?? (value || '—')}
      </Text>
    </Stack>
  );
}

/** Fields side by side: one column on a phone, `cols` from the small breakpoint. */
export function DetailGrid({
  cols = 2,
  children,
  ...rest
}: { cols?: number; children: ReactNode } & Omit<SimpleGridProps, 'cols'>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} {...rest}>
      {children}
    </SimpleGrid>
  );
}

/** A bordered card of a view page, with an optional heading. */
export function DetailSection({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        {title ? (
          <Title order={3} size="h5">
            {title}
          </Title>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

/** How a view or edit page loads its entity: the query and what to say while and when not. */
export interface EntityLoad<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  /** The title of the error when it cannot be loaded. */
  errorTitle?: string;
  /** Set when the path's id cannot name one (not a positive whole number): shown at once. */
  invalid?: string | null;
}

/**
 * The load of a record named by the path's id, in the words of the fleet's pages: "Loading
 * the driver…", "This driver could not be loaded", "This driver does not exist".
 */
export function recordLoad<T>(
  noun: string,
  query: UseQueryResult<T>,
  valid: boolean,
): EntityLoad<T> {
  return {
    query,
    loadingLabel: `Loading the ${noun}…`,
    errorTitle: `This ${noun} could not be loaded`,
    invalid: valid ? null : `This ${noun} does not exist`,
  };
}

/** Loading, error or the entity: what a page (or a card of it) shows for one query. */
export function QueryBody<T>({
  query,
  loadingLabel,
  errorTitle,
  invalid,
  children,
}: EntityLoad<T> & { children: (data: T) => ReactNode }) {
  if (invalid) return <ErrorState title={errorTitle} error={new Error(invalid)} />;
  if (query.isError)
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => query.refetch()} />;
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  return children(query.data);
}

/**
 * A view page: the header with the entity's actions, then loading, error or the entity.
 * `actions` get the loaded entity (none while loading).
 */
export function DetailPage<T>({
  title,
  actions,
  size = 'md',
  children,
  ...load
}: EntityLoad<T> & {
  title: string;
  actions?: (data: T) => ReactNode;
  size?: MantineSize;
  children: (data: T) => ReactNode;
}) {
  const { data } = load.query;
  return (
    <>
      <PageHeader
        title={title}
        actions={data === undefined || load.invalid ? null : actions?.(data)}
        showTools={false}
      />
      <Container size={size}>
        <QueryBody {...load}>{children}</QueryBody>
      </Container>
    </>
  );
}

/**
 * The add and edit page of one record (`/add-new-x`, `/edit-x/{id}`): without an id in the
 * path, `New X` and the form at once with null; with one, `Edit X` and the form once the
 * record `useRecord` reads has loaded.
 */
export function FormPage<T>({
  entity,
  noun,
  useRecord,
  size = 'sm',
  children,
}: {
  /** The title's word: 'Driver' gives 'New Driver' and 'Edit Driver'. */
  entity: string;
  /** The record in the loading and error texts ('Loading the unit…'). */
  noun: string;
  useRecord: (id: number | null) => UseQueryResult<T>;
  size?: MantineSize;
  children: (data: T | null) => ReactNode;
}) {
  const { id, valid } = usePathId();
  const query = useRecord(valid ? id : null);
  return (
    <>
      <PageHeader title={id ? `Edit ${entity}` : `New ${entity}`} showTools={false} />
      <Container size={size}>
        {id === null ? (
          children(null)
        ) : (
          <QueryBody {...recordLoad(noun, query, valid)}>{children}</QueryBody>
        )}
      </Container>
    </>
  );
}

/**
 * The default export of an add/edit route (`/add-new-x`, `/edit-x/{id}`): FormPage around the
 * record's form, which gets the loaded record, or null on the add page.
 */
export function recordFormPage<T>(
  entity: string,
  noun: string,
  useRecord: (id: number | null) => UseQueryResult<T>,
  Form: ComponentType<{ record: T | null }>,
) {
  return function RecordFormPage() {
    return (
      <FormPage entity={entity} noun={noun} useRecord={useRecord}>
        {(record) => <Form record={record} />}
      </FormPage>
    );
  };
}
