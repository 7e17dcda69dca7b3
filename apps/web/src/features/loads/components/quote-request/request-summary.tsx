import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import { audienceLabels, type LoadDetail } from '@spotlane/shared/schemas/loads';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatAppointment, formatDate } from '../../../../lib/format.ts';
import { DetailField } from '../../../../ui/detail-fields.tsx';
import { QUOTE_STATUS_COLORS, QUOTE_STATUS_LABELS, type QuoteStatus } from '../../quote-status.ts';
import { placeText } from '../../route-text.ts';

function placeOf(
  location: LoadDetail['origin_location'],
  quotePlace: LoadDetail['quote_origin'],
): string {
  if (location) {
    const company = location.company_name ? `${location.company_name} · ` : '';
    return `${company}${placeText(location.address)}`;
  }
  return placeText(quotePlace);
}

/** A quote request's stops, dates, value, audience, specs and details, with its status. */
export function RequestSummary({ load, status }: { load: LoadDetail; status: QuoteStatus }) {
  const specs = Object.entries(load.specs);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {load.identifier
                ? `Shipment for ${load.created_by.company_name}`
                : `Quote ${load.name}`}
            </Title>
            <Text c="dimmed" size="sm">
              {load.created_by.company_name}
              {load.identifier ? ` · ${load.identifier}` : ''}
            </Text>
          </Stack>
          <Badge
            size="lg"
            color={QUOTE_STATUS_COLORS[status]}
            variant="light"
            data-testid="quote-status"
          >
            {QUOTE_STATUS_LABELS[status]}
          </Badge>
        </Group>
        {load.identifier ? null : (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            title="Informational Quote Request"
          >
            This is only a request for an informational quote, which can be revised or confirmed
            before assignment.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DetailField
            compact
            label="Origin 01"
            value={placeOf(load.origin_location, load.quote_origin)}
          />
          <DetailField
            compact
            label="Destination 01"
            value={placeOf(load.destination_location, load.quote_destination)}
          />
          {load.extra_origin_location ? (
            <DetailField
              compact
              label="Origin 02"
              value={placeOf(load.extra_origin_location, null)}
            />
          ) : null}
          {load.extra_destination_location ? (
            <DetailField
              compact
              label="Destination 02"
              value={placeOf(load.extra_destination_location, null)}
            />
          ) : null}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <DetailField compact label="Ship Date" value={formatDate(load.date_to_leave)} />
          <DetailField
            compact
            label="Exp. Delivery"
            value={formatDate(load.expected_delivery_date)}
          />
          {load.origin_location ? (
            <DetailField
              compact
              label="Pickup Appointment"
              value={formatAppointment(load.appointment_pickup)}
            />
          ) : null}
          {load.destination_location ? (
            <DetailField
              compact
              label="Delivery Appointment"
              value={formatAppointment(load.appointment_delivery)}
            />
          ) : null}
          <DetailField compact label="Load value" value={formatCents(load.load_value)} />
          <DetailField compact label="Who sees it" value={audienceLabels[load.audience.type]} />
        </SimpleGrid>
        {specs.length ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Shipment Specs
            </Text>
            <Table withRowBorders={false} verticalSpacing={2} maw={480}>
              <Table.Tbody>
                {specs.map(([key, value]) => (
                  <Table.Tr key={key}>
                    <Table.Td fw={600} w="45%">
                      {key}
                    </Table.Td>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ) : null}
        {load.description ? <DetailField compact label="Details" value={load.description} /> : null}
      </Stack>
    </Paper>
  );
}
