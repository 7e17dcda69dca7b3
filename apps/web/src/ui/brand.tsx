import { Group, Text } from '@mantine/core';
import classes from './brand.module.css';

/** The Spotlane logo: a mark and the word. */
export function BrandMark({
  compact = false,
  inverted = false,
}: {
  compact?: boolean;
  inverted?: boolean;
}) {
  return (
    <Group gap={10} wrap="nowrap" className={classes.brand} data-inverted={inverted || undefined}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className={classes.mark}>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 21h16M8 16h11M8 11h6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {compact ? null : (
        <Text component="span" className={classes.word}>
          Spotlane
        </Text>
      )}
    </Group>
  );
}
