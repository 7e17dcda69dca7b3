import { Button, Group, Modal, Text } from '@mantine/core';
import type { HoursKind } from '../../../ui/location-hours.tsx';

/** SPEC 2.13: asked before setting hours for a location that has none. */
export function SetHoursConfirm({
  opened,
  kind,
  onNo,
  onYes,
}: {
  opened: boolean;
  kind: HoursKind;
  onNo: () => void;
  onYes: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onNo} title={`Set ${kind} hours`} centered>
      <Text>{`${kind} hours will be changed for all upcoming shipments when using this location`}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onNo}>
          Not right now
        </Button>
        <Button onClick={onYes}>Yes</Button>
      </Group>
    </Modal>
  );
}
