import { ActionIcon, Autocomplete, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { SUGGESTED_SPEC_KEYS } from '@spotlane/shared/schemas/loads';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { SpecRow } from '../shipment-form-values.ts';

interface Props {
  value: SpecRow[];
  onChange: (rows: SpecRow[]) => void;
  error?: string;
}

/** Shipment specs as key/value rows: the suggested keys one click away, any other key typed. */
export function SpecsEditor({ value, onChange, error }: Props) {
  const used = new Set(value.map((row) => row.key.trim().toLowerCase()));
  const unused = SUGGESTED_SPEC_KEYS.filter((key) => !used.has(key.toLowerCase()));
  const update = (index: number, patch: Partial<SpecRow>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap="sm">
      {unused.length ? (
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            Suggested:
          </Text>
          {unused.map((key) => (
            <Button
              key={key}
              size="compact-xs"
              radius="xl"
              variant="light"
              color="gray"
              leftSection={<IconPlus size={12} />}
              onClick={() => onChange([...value, { key, value: '' }])}
            >
              {key}
            </Button>
          ))}
        </Group>
      ) : null}
      {value.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <Group key={index} gap="sm" align="flex-start" wrap="nowrap">
          <Autocomplete
            aria-label={`Spec ${index + 1} name`}
            placeholder="Spec"
            data={[...SUGGESTED_SPEC_KEYS]}
            value={row.key}
            onChange={(key) => update(index, { key })}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={`${row.key || `Spec ${index + 1}`} value`}
            placeholder="Value"
            value={row.value}
            onChange={(event) => update(index, { value: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove ${row.key || 'spec'}`}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...value, { key: '', value: '' }])}
        >
          Add a spec
        </Button>
        {error ? (
          <Text size="sm" c="red">
            {error}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
