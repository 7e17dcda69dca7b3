import { Badge } from '@mantine/core';
import { extraStopsLabel } from '@spotlane/shared/domain/stops';

/** "+N stops" beside a route of more than two stops (PRODUCT.md 16), else nothing. */
export function ExtraStopsBadge({ count }: { count: number | null | undefined }) {
  const label = extraStopsLabel(count);
  return label ? (
    <Badge size="sm" variant="light" color="grape" data-testid="extra-stops">
      {label}
    </Badge>
  ) : null;
}
