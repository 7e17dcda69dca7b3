import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { IconPencil } from '@tabler/icons-react';
import { ActionError } from '../../../ui/form-error.tsx';
import { usePublishLoad } from '../api/publish-load.ts';

/** PRODUCT.md 4: a draft says that no carrier sees it, and publishes on request. */
export function DraftNotice({ load, canPublish }: { load: LoadDetail; canPublish: boolean }) {
  const publish = usePublishLoad(load.id);
  if (load.status !== 'draft') return null;
  return (
    <Alert mt="md" color="yellow" variant="light" icon={<IconPencil size={18} />} title="Draft">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          No carrier sees this {load.identifier ? 'shipment' : 'quote request'} until you publish
          it. Publishing offers it to its audience and tells them.
        </Text>
        <Button
          onClick={() =>
            publish.mutate(undefined, {
              onSuccess: (saved) =>
                notifications.show({
                  color: 'teal',
                  message: `${saved.identifier ?? saved.name} was published`,
                }),
            })
          }
          loading={publish.isPending}
          disabled={!canPublish}
        >
          Publish
        </Button>
      </Group>
      <ActionError action={publish} mt="sm" />
    </Alert>
  );
}
