import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Dock, DockKind, DockRequest, SlotRulesOut } from '@spotlane/shared/schemas/docks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  useDeleteDock,
  useDocks,
  useSaveDock,
  useSaveSlotRules,
  useSlotRules,
} from '../api/docks.ts';

const KINDS = [
  { value: 'both', label: 'Pickup and delivery' },
  { value: 'pickup', label: 'Pickup' },
  { value: 'delivery', label: 'Delivery' },
];

/**
 * A dock as its location's page shows it; to whoever may edit the location, renamed in place
 * (saved on leaving the field), its kind, whether it takes bookings, or deleted.
 */
function DockRow({
  locationId,
  dock,
  canEdit,
}: {
  locationId: number;
  dock: Dock;
  canEdit: boolean;
}) {
  const save = useSaveDock(locationId);
  const remove = useDeleteDock();
  const [name, setName] = useState(dock.name);
  const update = (changes: Partial<DockRequest>) =>
    save.mutate({
      id: dock.id,
      body: {
        name: dock.name,
        kind: dock.kind,
        equipment_types: dock.equipment_types,
        active: dock.active,
        ...changes,
      },
    });
  if (!canEdit)
    return (
      <Table.Tr>
        <Table.Td>{dock.name}</Table.Td>
        <Table.Td>{KINDS.find((kind) => kind.value === dock.kind)?.label}</Table.Td>
        <Table.Td>{dock.active ? 'Yes' : 'No'}</Table.Td>
        <Table.Td />
      </Table.Tr>
    );
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          size="xs"
          miw={100}
          value={name}
          aria-label={`Name of ${dock.name}`}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => {
            if (name.trim() !== dock.name) update({ name });
          }}
          error={save.error ? errorMessage(save.error) : null}
        />
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          miw={165}
          data={KINDS}
          value={dock.kind}
          allowDeselect={false}
          aria-label={`Kind of ${dock.name}`}
          onChange={(kind) => {
            if (kind) update({ kind: kind as DockKind });
          }}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          checked={dock.active}
          onChange={(event) => update({ active: event.currentTarget.checked })}
          aria-label={`${dock.name} active`}
        />
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${dock.name}`}
          onClick={() => remove.mutate(dock.id)}
          loading={remove.isPending}
        >
          <IconTrash size={16} />
        </ActionIcon>
        {remove.error ? (
          <Text size="xs" c="red">
            {errorMessage(remove.error)}
          </Text>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

function RulesForm({ locationId, rules }: { locationId: number; rules: SlotRulesOut }) {
  const [draft, setDraft] = useState(rules);
  const [closed, setClosed] = useState(rules.closed_dates.join(', '));
  const save = useSaveSlotRules(locationId);
  const number = (value: string | number) =>
    typeof value === 'number' ? value : Number(value) || 0;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap" align="flex-end">
        {(['live', 'drop', 'preload'] as const).map((type) => (
          <NumberInput
            key={type}
            label={`${type[0]?.toUpperCase()}${type.slice(1)} (min)`}
            value={draft.minutes[type]}
            onChange={(value) =>
              setDraft({ ...draft, minutes: { ...draft.minutes, [type]: number(value) } })
            }
            w={110}
            min={15}
          />
        ))}
        <NumberInput
          label="Lead (hours)"
          value={draft.lead_hours}
          onChange={(value) => setDraft({ ...draft, lead_hours: number(value) })}
          w={110}
          min={0}
        />
        <NumberInput
          label="Horizon (days)"
          value={draft.horizon_days}
          onChange={(value) => setDraft({ ...draft, horizon_days: number(value) })}
          w={120}
          min={1}
        />
        <NumberInput
          label="Change cutoff (hours)"
          value={draft.change_cutoff_hours}
          onChange={(value) => setDraft({ ...draft, change_cutoff_hours: number(value) })}
          w={150}
          min={0}
        />
      </Group>
      <TextInput
        label="Closed dates"
        description="yyyy-mm-dd, separated by commas"
        value={closed}
        onChange={(event) => setClosed(event.currentTarget.value)}
      />
      {save.error ? <Alert color="red">{errorMessage(save.error)}</Alert> : null}
      <Group>
        <Button
          size="compact-md"
          loading={save.isPending}
          onClick={() =>
            save.mutate({
              ...draft,
              closed_dates: closed
                .split(/[\s,]+/)
                .map((value) => value.trim())
                .filter(Boolean),
            })
          }
        >
          Save slot rules
        </Button>
        {save.isSuccess ? (
          <Text size="sm" c="teal">
            Saved
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

/**
 * PRODUCT.md 17 on a location's card: the docks of an appointment location and its slot rules
 * (minutes per loading type, lead time, horizon, change cutoff, closed dates).
 */
export function DockSettings({ locationId, canEdit }: { locationId: number; canEdit: boolean }) {
  const docks = useDocks(locationId);
  const rules = useSlotRules(locationId);
  const save = useSaveDock(locationId);
  const [name, setName] = useState('');
  const [kind, setKind] = useState('both');
  return (
    <Stack gap="sm" data-testid="dock-settings">
      <Title order={4} size="h6">
        Docks and slot rules
      </Title>
      {docks.isPending ? (
        <Text size="sm" c="dimmed">
          Loading docks…
        </Text>
      ) : docks.isError ? (
        <Alert color="red">{errorMessage(docks.error)}</Alert>
      ) : docks.data.count === 0 ? (
        <Text size="sm" c="dimmed">
          No docks yet: carriers cannot book this location until it has one.
        </Text>
      ) : (
        // The kind's longest choice ("Pickup and delivery") is read whole: a narrow card
        // scrolls the table sideways instead of cutting it.
        <Table.ScrollContainer minWidth={400}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Dock</Table.Th>
                <Table.Th>Serves</Table.Th>
                <Table.Th>Active</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {docks.data.results.map((dock) => (
                <DockRow key={dock.id} locationId={locationId} dock={dock} canEdit={canEdit} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canEdit ? (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label="New dock"
            placeholder="Door 4"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            w={140}
          />
          <Select
            label="Serves"
            data={KINDS}
            value={kind}
            onChange={(value) => setKind(value ?? 'both')}
            w={190}
          />
          <Button
            size="compact-md"
            disabled={!name.trim()}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { id: null, body: { name, kind: kind as 'both' } },
                { onSuccess: () => setName('') },
              )
            }
          >
            Add dock
          </Button>
        </Group>
      ) : null}
      {save.error ? <Alert color="red">{errorMessage(save.error)}</Alert> : null}
      {rules.data && canEdit ? <RulesForm locationId={locationId} rules={rules.data} /> : null}
    </Stack>
  );
}
