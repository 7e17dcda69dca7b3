import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { IconAlertCircle, IconSteeringWheel, IconTruck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { confirmAction } from '../../../ui/entity-actions.tsx';
import { useAssignFleet } from '../api/assign-fleet.ts';
import { useDrivers } from '../api/list-drivers.ts';
import { useEquipmentList } from '../api/list-equipment.ts';
import { useReleaseFleet } from '../api/release-fleet.ts';
import { driverName, pickerLabel } from '../fleet-rules.ts';

const OPEN = new Set(['unscheduled', 'unassigned']);

/** A searchable choice of the fleet's drivers or units, each saying whether it is free. */
function FleetPicker<T extends { id: number; availability?: Parameters<typeof pickerLabel>[1] }>({
  label,
  noun,
  icon,
  query,
  nameOf,
  value,
  onChange,
}: {
  label: string;
  noun: string;
  icon: ReactNode;
  query: { isPending: boolean; data?: { results: T[] } };
  nameOf: (entry: T) => string;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  return (
    <Select
      label={label}
      placeholder={query.isPending ? `Loading ${noun}s…` : `Choose a ${noun}`}
      leftSection={icon}
      searchable
      data={(query.data?.results ?? []).map((entry) => ({
        value: String(entry.id),
        label: pickerLabel(nameOf(entry), entry.availability),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** The driver and unit pickers: each option says whether it is free for the load's dates. */
function CoverModal({ load, onClose }: { load: LoadDetail; onClose: () => void }) {
  const [driverId, setDriverId] = useState<string | null>(null);
  const [unitId, setUnitId] = useState<string | null>(null);
  const query = { for_load: load.id, page_size: 100, ordering: 'alphabetical' as const };
  const drivers = useDrivers(query);
  const units = useEquipmentList(query);
  const assign = useAssignFleet(load.id);
  const driver = drivers.data?.results.find((entry) => String(entry.id) === driverId);
  const unit = units.data?.results.find((entry) => String(entry.id) === unitId);
  const warnings = [driver?.availability, unit?.availability]
    .filter((entry) => entry && !entry.free)
    .map((entry) => entry?.reason);
  // The unit must suit the freight: a reefer for a dry-van load is allowed, but said.
  if (unit && load.equipment_type && unit.equipment_type !== load.equipment_type)
    warnings.push(
      `Unit ${unit.unit_number} is a ${equipmentTypeLabels[unit.equipment_type].toLowerCase()}; this load asks for a ${equipmentTypeLabels[load.equipment_type].toLowerCase()}`,
    );
  /** A new choice clears the failure of the last attempt. */
  const pick = (choose: (id: string | null) => void) => (id: string | null) => {
    assign.reset();
    choose(id);
  };
  const failed = drivers.isError ? drivers : units.isError ? units : null;
  const empty =
    drivers.data?.results.length === 0
      ? 'driver'
      : units.data?.results.length === 0
        ? 'unit'
        : null;

  return (
    <Stack gap="md">
      <Text size="sm">
        {`${load.identifier ?? ''} leaves ${formatDate(load.date_to_leave)} and is expected ${formatDate(load.expected_delivery_date)}. Open bids are rejected and the load leaves the spot quotes.`}
      </Text>
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(failed.error)}
        </Alert>
      ) : null}
      {empty ? (
        <Alert color="yellow" variant="light">
          <Text size="sm">
            {`You have no ${empty}s yet. `}
            <Anchor component={Link} to={empty === 'driver' ? paths.newDriver : paths.newEquipment}>
              {empty === 'driver' ? 'Add a driver' : 'Add a unit'}
            </Anchor>
          </Text>
        </Alert>
      ) : null}
      <FleetPicker
        label="Driver"
        noun="driver"
        icon={<IconSteeringWheel size={16} />}
        query={drivers}
        nameOf={driverName}
        value={driverId}
        onChange={pick(setDriverId)}
      />
      <FleetPicker
        label="Unit"
        noun="unit"
        icon={<IconTruck size={16} />}
        query={units}
        nameOf={(entry) => `Unit ${entry.unit_number}`}
        value={unitId}
        onChange={pick(setUnitId)}
      />
      {warnings.length > 0 && !assign.isError ? (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
          {warnings.join('. ')}
        </Alert>
      ) : null}
      {assign.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="This load could not be covered"
          role="alert"
        >
          {errorMessage(assign.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Go Back
        </Button>
        <Button
          disabled={!driverId || !unitId}
          loading={assign.isPending}
          onClick={() =>
            assign.mutate(
              { driver_id: Number(driverId), equipment_id: Number(unitId) },
              {
                onSuccess: () => {
                  notifications.show({
                    color: 'teal',
                    message: 'The load is covered by your fleet',
                  });
                  onClose();
                },
              },
            )
          }
        >
          Cover load
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * On the shipper's load detail: "Cover with my fleet" on an open shipment, "Release" when the
 * fleet covers it and it has not left yet (PRODUCT.md 7).
 */
export function FleetCoverActions({ load, canEdit }: { load: LoadDetail; canEdit: boolean }) {
  const [open, setOpen] = useState(false);
  const release = useReleaseFleet(load.id);
  if (!canEdit || !load.identifier) return null;
  if (load.fleet) {
    if (load.status !== 'assigned' && load.status !== 'scheduled') return null;
    const fleet = load.fleet;
    return (
      <Stack gap={4} align="flex-end">
        <Button
          variant="default"
          leftSection={<IconTruck size={16} />}
          onClick={() =>
            confirmAction({
              title: 'Release your fleet?',
              message: `${driverName(fleet.driver)} and unit ${fleet.equipment.unit_number} come off ${load.identifier}. The load is unassigned again and carriers can bid on it.`,
              confirmLabel: 'Yes, release',
              onConfirm: async () => {
                await release.mutateAsync();
                notifications.show({
                  color: 'teal',
                  message: 'Your fleet was released from the load',
                });
              },
            })
          }
        >
          Release fleet
        </Button>
      </Stack>
    );
  }
  if (!OPEN.has(load.status)) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconTruck size={16} />} onClick={() => setOpen(true)}>
        Cover with my fleet
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Cover with my fleet"
        centered
        size="lg"
      >
        {open ? <CoverModal load={load} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

/** Who moves the load when the shipper's own fleet covers it. */
export function FleetSummary({ fleet }: { fleet: NonNullable<LoadDetail['fleet']> }) {
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={paths.viewDriver(fleet.driver.id)} fw={600}>
        {driverName(fleet.driver)}
      </Anchor>
      <Text size="sm" c="dimmed">
        {fleet.driver.phone}
      </Text>
      <Anchor component={Link} to={paths.viewEquipment(fleet.equipment.id)} size="sm">
        {`Unit ${fleet.equipment.unit_number}`}
      </Anchor>
    </Stack>
  );
}
