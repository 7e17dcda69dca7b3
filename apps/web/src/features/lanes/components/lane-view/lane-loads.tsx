import * as Mantine from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import { fallbackLabels, type LaneDetail } from '@spotlane/shared/schemas/lanes';
import { Link } from 'react-router';
import { DetailField } from '../../../../ui/detail-fields.tsx';
import { TableHead } from '../../../../ui/table-head.tsx';
import { placeText } from '../../lane-text.ts';

/** The loads that travelled the lane: date, shipment, carrier, rate, on time. */
export function LaneLoads({ lane }: { lane: LaneDetail }) {
  return (
    <Mantine.Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-label="Loads on this lane"
    >
      <Mantine.Title order={2} size="h4" mb="sm">
        Loads on this lane
      </Mantine.Title>
      {lane.loads.length === 0 ? (
        <Mantine.Text size="sm" c="dimmed">
          No load has travelled this lane yet.
        </Mantine.Text>
      ) : (
        <Mantine.Table striped>
          <TableHead columns={['Date', 'Shipment', 'Carrier', 'Rate', 'On time']} />
          <Mantine.Table.Tbody>
            {lane.loads.map((load) => (
              <Mantine.Table.Tr key={load.id}>
                <Mantine.Table.Td>{load.date_to_leave}</Mantine.Table.Td>
                <Mantine.Table.Td>
                  <Mantine.Anchor component={Link} to={paths.shipmentDetail(load.id)}>
                    {load.identifier ?? load.name}
                  </Mantine.Anchor>
                </Mantine.Table.Td>
                <Mantine.Table.Td>{load.carrier ?? '—'}</Mantine.Table.Td>
                <Mantine.Table.Td>
                  {load.rate === null ? '—' : formatCents(load.rate)}
                </Mantine.Table.Td>
                <Mantine.Table.Td>
                  {load.on_time === null ? 'Not delivered' : load.on_time ? 'Yes' : 'Late'}
                </Mantine.Table.Td>
              </Mantine.Table.Tr>
            ))}
          </Mantine.Table.Tbody>
        </Mantine.Table>
      )}
    </Mantine.Paper>
  );
}

/** The lane's name, ends, equipment, acceptance window, fallback and target rate. */
export function LaneSummary({ lane }: { lane: LaneDetail }) {
  return (
    <Mantine.Paper withBorder radius="lg" p="lg">
      <Mantine.Title order={2} size="h3" mb="md">
        {lane.name}
      </Mantine.Title>
      <Mantine.SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DetailField label="Origin" value={placeText(lane.origin)} />
        <DetailField label="Destination" value={placeText(lane.destination)} />
        <DetailField label="Equipment" value={equipmentTypeLabels[lane.equipment_type]} />
        <DetailField
          label="Acceptance window"
          value={`${lane.acceptance_window_minutes} minutes of shipping hours`}
        />
        <DetailField label="After the guide" value={fallbackLabels[lane.fallback_audience.type]} />
        <DetailField
          label="Target rate"
          value={lane.target_rate === null ? 'Not set' : formatCents(lane.target_rate)}
        />
      </Mantine.SimpleGrid>
    </Mantine.Paper>
  );
}
