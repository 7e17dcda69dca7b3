import { Button, Group, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { US_STATE_CODES } from '@spotlane/shared/domain/us-states';
import { equipmentTypeLabels, equipmentTypes } from '@spotlane/shared/schemas/auth';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveLanePreference } from '../api/capacity.ts';

/** PRODUCT.md 20: a preferred lane, origin states to destination states, any or one equipment. */
export function PreferenceForm({ onDone }: { onDone: () => void }) {
  const [origin, setOrigin] = useState<string[]>([]);
  const [destination, setDestination] = useState<string[]>([]);
  const [equipment, setEquipment] = useState<string | null>(null);
  const save = useSaveLanePreference();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            origin: { states: origin },
            destination: { states: destination },
            equipment_type: equipment as never,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MultiSelect
          label="From states"
          required
          searchable
          data={[...US_STATE_CODES]}
          value={origin}
          onChange={setOrigin}
        />
        <MultiSelect
          label="To states"
          required
          searchable
          data={[...US_STATE_CODES]}
          value={destination}
          onChange={setDestination}
        />
        <Select
          label="Equipment"
          placeholder="Any"
          clearable
          value={equipment}
          onChange={setEquipment}
          data={equipmentTypes.map((value) => ({ value, label: equipmentTypeLabels[value] }))}
        />
      </SimpleGrid>
      {save.isError ? (
        <p style={{ color: 'var(--mantine-color-red-7)' }}>{errorMessage(save.error)}</p>
      ) : null}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          loading={save.isPending}
          disabled={!origin.length || !destination.length}
        >
          Save lane
        </Button>
      </Group>
    </form>
  );
}
