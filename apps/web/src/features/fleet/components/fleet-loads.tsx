import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import type { FleetLoad } from '@spotlane/shared/schemas/fleet';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { StatusIcon } from '../../../ui/status-icon.tsx';
import { splitLoads } from '../fleet-rules.ts';

function LoadsTable({ title, loads, empty }: { title: string; loads: FleetLoad[]; empty: string }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {loads.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Shipment</Table.Th>
                <Table.Th>Ship date</Table.Th>
                <Table.Th>Exp. delivery</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loads.map((load) => (
                <Table.Tr key={load.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.shipmentDetail(load.id)} fw={600}>
                      {load.identifier ?? load.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {load.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(load.date_to_leave)}</Table.Td>
                  <Table.Td>{formatDate(load.expected_delivery_date)}</Table.Td>
                  <Table.Td>
                    <StatusIcon status={load.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** The loads a driver or unit was put on: upcoming and past (PRODUCT.md 7). */
export function FleetLoads({ loads }: { loads: FleetLoad[] }) {
  const { upcoming, past } = splitLoads(loads);
  return (
    <Stack gap="lg">
      <LoadsTable title="Upcoming loads" loads={upcoming} empty="Nothing booked." />
      <LoadsTable title="Past loads" loads={past} empty="No past loads yet." />
    </Stack>
  );
}
