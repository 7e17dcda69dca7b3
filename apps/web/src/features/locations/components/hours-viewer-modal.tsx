import { Button, Group, Modal, Table, Text } from '@mantine/core';
import {
  type ScheduleEntry,
  type ShipmentProcess,
  viewerRows,
} from '@spotlane/shared/domain/hours';
import type { HoursKind } from '../../../ui/location-hours.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  kind: HoursKind;
  schedule: readonly ScheduleEntry[] | null | undefined;
  shipmentProcess: ShipmentProcess | null | undefined;
  /** Shippers may go on to change the hours from the viewer. */
  onEdit?: () => void;
}

/** SPEC 2.13: '{Shipping|Delivery} Hours', seven days or 'TBA', the process footer and Ok. */
export function HoursViewerModal({
  opened,
  onClose,
  kind,
  schedule,
  shipmentProcess,
  onEdit,
}: Props) {
  const rows = viewerRows(schedule);
  return (
    <Modal opened={opened} onClose={onClose} title={`${kind} Hours`} centered>
      {rows ? (
        <Table striped withRowBorders={false} aria-label={`${kind} hours`}>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.day}>
                <Table.Td fw={600}>{row.day}</Table.Td>
                <Table.Td ta="right">{row.hours}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text ta="center" fw={700} size="xl" py="md">
          TBA
        </Text>
      )}
      <Text ta="center" c="dimmed" mt="sm" data-testid="hours-process">
        {shipmentProcess === 'fcfs' ? 'By FCFS' : 'By Appointment'}
      </Text>
      <Group justify="flex-end" mt="md">
        {onEdit ? (
          <Button variant="default" onClick={onEdit}>
            Edit
          </Button>
        ) : null}
        <Button onClick={onClose}>Ok</Button>
      </Group>
    </Modal>
  );
}
