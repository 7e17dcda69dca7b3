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
import type { ReactNode } from 'react';
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

/**
 * A view page: the header with the entity's actions, then loading, error or the entity.
 * `actions` get the loaded entity (none while loading).
 */
export function DetailPage<T>({
  title,
  query,
  loadingLabel,
  actions,
  size = 'md',
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  loadingLabel: string;
  actions?: (data: T) => ReactNode;
  size?: MantineSize;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        actions={query.data === undefined ? null : actions?.(query.data)}
        showTools={false}
      />
      <Container size={size}>
        {query.isPending ? (
          <LoadingState label={loadingLabel} />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => query.refetch()} />
        ) : (
          children(query.data)
        )}
      </Container>
    </>
  );
}
