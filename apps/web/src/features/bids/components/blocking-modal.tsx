import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

export type BlockingKind = 'already-assigned' | 'no-longer-available';

const TEXTS: Record<BlockingKind, { title: string; text: string }> = {
  'already-assigned': {
    title: 'Shipment Already Assigned',
    text: 'This shipment has already been assigned. Choose another shipment to bid on or explore other opportunities.',
  },
  'no-longer-available': {
    title: 'Shipment no longer available',
    text: 'The shipment has been canceled.',
  },
};

/** SPEC 2.14: the blocking modals of the bid and quote forms, with 'Back to Spot Quotes'. */
export function BlockingModal({ kind }: { kind: BlockingKind | null }) {
  const navigate = useNavigate();
  const texts = kind ? TEXTS[kind] : null;
  return (
    <Modal
      opened={Boolean(kind)}
      onClose={() => navigate(paths.spotQuotes)}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={texts?.title}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={52} radius="xl" color="orange" variant="light">
          <IconAlertTriangle size={28} />
        </ThemeIcon>
        <Text c="dimmed">{texts?.text}</Text>
        <Button mt="sm" onClick={() => navigate(paths.spotQuotes)}>
          Back to Spot Quotes
        </Button>
      </Stack>
    </Modal>
  );
}
