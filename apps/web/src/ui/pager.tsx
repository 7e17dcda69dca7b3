import { Button, Group, Text } from '@mantine/core';
import { pageCount, pagerItems } from '@spotlane/shared/domain/pager';

/** SPEC 9: three page numbers at a time, with ellipses and the last page. */
export function Pager({
  page,
  count,
  pageSize,
  onChange,
}: {
  page: number;
  count: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const total = pageCount(count, pageSize);
  if (count <= pageSize) return null;
  return (
    <Group gap={4} justify="center" mt="md" component="nav" aria-label="Pages">
      <Button
        variant="subtle"
        size="compact-sm"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label="Previous page"
      >
        ‹
      </Button>
      {pagerItems(page, total).map((item, index) =>
        item === 'ellipsis' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity of their own
          <Text key={`ellipsis-${index}`} c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="compact-sm"
            variant={item === page ? 'filled' : 'subtle'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        disabled={page >= total}
        onClick={() => onChange(page + 1)}
        aria-label="Next page"
      >
        ›
      </Button>
    </Group>
  );
}
