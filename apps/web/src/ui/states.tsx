import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage, isApiError } from '../lib/api-client.ts';

/** Loading and error panels, so every page says what is going on (empty: empty-state.tsx). */

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py={64} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader type="dots" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

export function FullPageLoader() {
  return (
    <Center h="100vh" role="status" aria-live="polite" aria-label="Loading Spotlane">
      <Loader type="dots" size="lg" />
    </Center>
  );
}

export function ErrorState({
  error,
  title = 'Something went wrong',
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}) {
  // A teammate without the permission for this page is told so plainly: nothing went wrong,
  // and trying again would not help.
  if (isApiError(error) && error.status === 403) return <NoAccessState />;
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={18} />}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** PRODUCT.md 1: a page the signed-in teammate's permissions do not open. */
export function NoAccessState() {
  return (
    <Alert
      color="gray"
      variant="light"
      title="You do not have access to this page"
      icon={<IconLock size={18} />}
      role="alert"
    >
      <Text size="sm">
        Your account's owner can give you the permission for it in Settings, under Users.
      </Text>
    </Alert>
  );
}

/** The part of a query that its states panel reads. */
interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A query's loading, error and empty panels, or its content: one place decides which one a
 * section shows, so none of them is forgotten.
 */
export function QueryStates({
  query,
  loading,
  isEmpty = false,
  empty = null,
  children,
}: {
  query: QueryLike;
  /** What the loading panel says. */
  loading: string;
  isEmpty?: boolean;
  /** What shows instead of the content when `isEmpty`. */
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  return <>{isEmpty ? empty : children}</>;
}
