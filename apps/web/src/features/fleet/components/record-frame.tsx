import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { ArchivedBadge } from './fleet-badges.tsx';

/** The id in a fleet page's path: null for an add page, NaN-free and positive otherwise. */
export function recordId(raw: string | undefined): { id: number | null; valid: boolean } {
  if (raw === undefined) return { id: null, valid: true };
  const id = Number(raw);
  return { id, valid: Number.isInteger(id) && id > 0 };
}

/**
 * A driver or unit page: the header, then the loading or error state of the record, or the
 * content. `id` null (an add page) shows the content at once, without a record.
 */
export function RecordFrame<T>({
  title,
  noun,
  id,
  valid,
  query,
  actions,
  size,
  children,
}: {
  title: string;
  noun: 'driver' | 'unit';
  id: number | null;
  valid: boolean;
  query: UseQueryResult<T>;
  actions?: (record: T) => ReactNode;
  size: 'sm' | 'md';
  children: (record: T | null) => ReactNode;
}) {
  const record = query.data ?? null;
  return (
    <>
      <PageHeader
        title={title}
        actions={record && actions ? actions(record) : null}
        showTools={false}
      />
      <Container size={size}>
        {id === null ? (
          children(null)
        ) : !valid || query.isError ? (
          <ErrorState
            title={`This ${noun} could not be loaded`}
            error={query.error ?? new Error(`This ${noun} does not exist`)}
            onRetry={valid ? () => query.refetch() : undefined}
          />
        ) : query.isPending || !record ? (
          <LoadingState label={`Loading the ${noun}…`} />
        ) : (
          children(record)
        )}
      </Container>
    </>
  );
}

/** The card of a driver or unit form: title, the error above it, the fields, notes and buttons. */
export function RecordForm({
  title,
  error,
  onSubmit,
  notes,
  notesError,
  saveLabel,
  submitting,
  children,
}: {
  title: string;
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  notes: ComponentProps<typeof Textarea>;
  notesError?: string;
  saveLabel: string;
  submitting: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="lg" p="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {title}
          </Title>
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}
          {children}
          <Textarea label="Notes" autosize minRows={2} {...notes} error={notesError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(-1)}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {saveLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Active / inactive (or out of service) as two segments. */
export function StatusControl<S extends string>({
  options,
  value,
  onChange,
}: {
  options: Array<{ value: S; label: string }>;
  value: S;
  onChange: (value: S) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Status
      </Text>
      <SegmentedControl
        aria-label="Status"
        data={options}
        value={value}
        onChange={(next) => onChange(next as S)}
      />
    </Stack>
  );
}

/** The head of a view page's card: the name, an Archived badge when archived, the status. */
export function RecordHeading({
  name,
  archived,
  status,
}: {
  name: string;
  archived: boolean;
  status: ReactNode;
}) {
  return (
    <Group justify="space-between">
      <Title order={2}>{name}</Title>
      <Group gap="xs">
        {archived ? <ArchivedBadge /> : null}
        {status}
      </Group>
    </Group>
  );
}
