import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { templateLoadOf } from '../api/load-templates.ts';
import { ExtraStopsBadge } from './extra-stops-badge.tsx';
import { SaveTemplateModal } from './save-template-modal.tsx';
import { StopBlock } from './stop-block.tsx';

/** Every stop of a load in order, each with its place, hours, day, window and appointment. */
export function StopList({ load, canEdit }: { load: LoadDetail; canEdit: boolean }) {
  return (
    <Stack gap="md" data-testid="stop-list">
      <Group gap="xs">
        <Text fw={700}>{`${load.stops.length} stops`}</Text>
        <ExtraStopsBadge count={load.stops.length} />
      </Group>
      {load.stops.map((stop, index) => (
        <Stack
          key={stop.id}
          gap={4}
          pl="sm"
          style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}
        >
          <StopBlock
            label={`Stop ${index + 1} · ${stop.type === 'pickup' ? 'Pickup' : 'Delivery'}`}
            stop={stop.location}
            kind={stop.type === 'pickup' ? 'Shipping' : 'Delivery'}
            canEdit={canEdit}
          />
          <Text size="sm">
            {[
              formatUsDate(stop.date),
              stop.window_start || stop.window_end
                ? `window ${stop.window_start ?? '…'}-${stop.window_end ?? '…'}`
                : null,
              stop.appointment ? `appointment ${stop.appointment.slice(11)}` : null,
              stop.location?.timezone ?? null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {stop.reference || stop.notes ? (
            <Text size="sm" c="dimmed">
              {[stop.reference ? `Ref ${stop.reference}` : null, stop.notes]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

/** PRODUCT.md 16: saves a load as a template (everything but its dates), under a name. */
export function SaveAsTemplateButton({ load }: { load: LoadDetail }) {
  const [open, setOpen] = useState(false);
  if (!load.stops.length) return null;
  return (
    <>
      <Button
        variant="light"
        size="xs"
        visibleFrom="sm"
        leftSection={<IconTemplate size={14} />}
        onClick={() => setOpen(true)}
      >
        Save as template
      </Button>
      {/* A phone's header keeps one row: the same action as an icon. */}
      <Tooltip label="Save as template">
        <ActionIcon
          variant="light"
          size="lg"
          hiddenFrom="sm"
          aria-label="Save as template"
          onClick={() => setOpen(true)}
        >
          <IconTemplate size={18} />
        </ActionIcon>
      </Tooltip>
      <SaveTemplateModal
        opened={open}
        onClose={() => setOpen(false)}
        initialName={load.name ?? ''}
        kept="The stops, equipment, specs and audience are kept; the dates are chosen for each new load."
        templateLoad={() => templateLoadOf(load)}
      />
    </>
  );
}
