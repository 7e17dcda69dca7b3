import { Button, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { DateInput } from '@mantine/dates';
// The date pickers' styles (Mantine documents one sheet per package), with the code that renders them.
import '@mantine/dates/styles.layer.css';
import { equipmentTypeLabels, equipmentTypes } from '@spotlane/shared/schemas/auth';
import type { AnalyticsFilterValues } from '../analytics-url.ts';
import { useFilterChoices } from '../api/analytics.ts';

type IdKey = 'lane_id' | 'origin_region_id' | 'destination_region_id' | 'carrier_id';

/** PRODUCT.md 10: date range (ship date), lane, origin and destination region, carrier, equipment. */
export function AnalyticsFilters({
  value,
  onChange,
}: {
  value: AnalyticsFilterValues;
  onChange: (next: AnalyticsFilterValues) => void;
}) {
  const choices = useFilterChoices();
  const set = (patch: Partial<AnalyticsFilterValues>) => {
    const next: AnalyticsFilterValues = { ...value, ...patch };
    for (const key of Object.keys(next) as Array<keyof AnalyticsFilterValues>)
      if (next[key] === undefined || next[key] === '') delete next[key];
    onChange(next);
  };
  const idSelect = (key: IdKey, label: string, data: Array<{ value: string; label: string }>) => (
    <Select
      label={label}
      placeholder="Any"
      clearable
      searchable
      data={data}
      value={value[key] ? String(value[key]) : null}
      onChange={(picked) => set({ [key]: picked ? Number(picked) : undefined })}
    />
  );
  const regions = choices.regions.map((region) => ({
    value: String(region.id),
    label: region.name,
  }));
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {/* The app's date picker (Mantine's, MM/DD/YYYY as SPEC 9), as on every other form. */}
        <DateInput
          label="Ship date from"
          placeholder="MM/DD/YYYY"
          valueFormat="MM/DD/YYYY"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear Ship date from' }}
          value={value.from ?? null}
          onChange={(picked) => set({ from: picked ? String(picked).slice(0, 10) : undefined })}
        />
        <DateInput
          label="Ship date to"
          placeholder="MM/DD/YYYY"
          valueFormat="MM/DD/YYYY"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear Ship date to' }}
          value={value.to ?? null}
          minDate={value.from}
          onChange={(picked) => set({ to: picked ? String(picked).slice(0, 10) : undefined })}
        />
        {idSelect(
          'lane_id',
          'Lane',
          choices.lanes.map((lane) => ({ value: String(lane.id), label: lane.name })),
        )}
        {idSelect(
          'carrier_id',
          'Carrier',
          choices.carriers.map((carrier) => ({
            value: String(carrier.id),
            label: carrier.company_name || carrier.email,
          })),
        )}
        {idSelect('origin_region_id', 'Origin region', regions)}
        {idSelect('destination_region_id', 'Destination region', regions)}
        <Select
          label="Equipment"
          placeholder="Any"
          clearable
          data={equipmentTypes.map((type) => ({ value: type, label: equipmentTypeLabels[type] }))}
          value={value.equipment_type ?? null}
          onChange={(picked) => set({ equipment_type: picked ?? undefined })}
        />
        <Group align="flex-end">
          <Button variant="default" onClick={() => onChange({})}>
            Clear filters
          </Button>
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
