import { Anchor, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ShipmentProcess } from '@spotlane/shared/domain/hours';
import type { CompanyResponse, LocationResponse } from '@spotlane/shared/schemas/companies';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useSession } from '../../../lib/session.ts';
import { LocationHours } from '../../../ui/location-hours.tsx';

export function locationLine(location: LocationResponse): string {
  const { address } = location;
  return `${location.name} · ${address.address1}, ${address.city}, ${address.state} ${address.zipcode}`;
}

interface Props {
  label: string;
  kind: 'Shipping' | 'Delivery';
  /** Origin slots list origin companies, destination slots destination ones (and 'both'). */
  side: 'origin' | 'destination';
  companies: readonly CompanyResponse[];
  companyId: string | null;
  locationId: string | null;
  onCompanyChange: (companyId: string | null, locationId: string | null) => void;
  onLocationChange: (locationId: string | null) => void;
  onAddCompany: () => void;
  error?: string;
  required?: boolean;
}

/** A company and one of its locations, with the location's hours (SPEC 2.13). */
export function LocationPicker({
  label,
  kind,
  side,
  companies,
  companyId,
  locationId,
  onCompanyChange,
  onLocationChange,
  onAddCompany,
  error,
  required,
}: Props) {
  const { user } = useSession();
  const canEdit = user?.permissions.company_update !== false;
  const choices = companies
    .filter((company) => company.company_type === side || company.company_type === 'both')
    .map((company) => ({ value: String(company.id), label: company.name }));
  const company = companies.find((item) => String(item.id) === companyId) ?? null;
  const location = company?.locations.find((item) => String(item.id) === locationId) ?? null;
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={`${label} company`}
          placeholder="Choose a company"
          withAsterisk={required}
          searchable
          data={choices}
          value={companyId}
          nothingFoundMessage="No company found"
          onChange={(value) => {
            const next = companies.find((item) => String(item.id) === value);
            const only = next?.locations.length === 1 ? String(next.locations[0]?.id) : null;
            onCompanyChange(value, only);
          }}
          error={!company && error ? error : undefined}
        />
        <Select
          label={`${label} location`}
          placeholder={company ? 'Choose a location' : 'Choose the company first'}
          withAsterisk={required}
          disabled={!company}
          data={(company?.locations ?? []).map((item) => ({
            value: String(item.id),
            label: item.name,
          }))}
          value={locationId}
          onChange={onLocationChange}
          error={company && error ? error : undefined}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {location ? (
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text size="sm" c="dimmed" truncate>
              {location.address.address1}, {location.address.city}, {location.address.state}{' '}
              {location.address.zipcode}
            </Text>
            <Text size="sm" c="dimmed">
              ·
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {kind} hours
            </Text>
            <LocationHours
              locationId={location.id}
              kind={kind}
              schedule={location.schedule}
              shipmentProcess={location.shipment_process as ShipmentProcess}
              canEdit={canEdit}
            />
          </Group>
        ) : (
          <span />
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={onAddCompany}
          style={{ whiteSpace: 'nowrap' }}
        >
          <Group gap={4} wrap="nowrap">
            <IconBuildingPlus size={16} />
            Add new company
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
