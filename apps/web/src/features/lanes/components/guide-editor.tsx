import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconX } from '@tabler/icons-react';
import { moveItem } from '../lane-text.ts';

export interface GuideCarrier {
  id: number;
  company_name: string;
}

function GuideRow({
  carrier,
  position,
  onRemove,
}: {
  carrier: GuideCarrier;
  position: number;
  onRemove?: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: carrier.id,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      data-testid="guide-row"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Drag ${carrier.company_name} to reorder`}
          style={{ cursor: 'grab' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Badge variant="light" radius="sm">
          {position + 1}
        </Badge>
        <Text size="sm" fw={500} style={{ flex: 1 }} truncate>
          {carrier.company_name}
        </Text>
        {onRemove ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${carrier.company_name}`}
            onClick={onRemove}
          >
            <IconX size={16} />
          </ActionIcon>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * PRODUCT.md 8: the routing guide, the shipper's carriers in tender order. Drag a row (mouse,
 * touch or keyboard: space, arrows, space) to change the order; add from the network.
 */
export function GuideEditor({
  value,
  onChange,
  choices,
  error,
}: {
  value: GuideCarrier[];
  onChange: (next: GuideCarrier[]) => void;
  /** Carriers that may be added; those already in the guide are left out. */
  choices?: GuideCarrier[];
  error?: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = value.findIndex((carrier) => carrier.id === active.id);
    const to = value.findIndex((carrier) => carrier.id === over.id);
    if (from >= 0 && to >= 0) onChange(moveItem(value, from, to));
  };
  const addable = (choices ?? []).filter((choice) => !value.some((c) => c.id === choice.id));
  return (
    <Stack gap="xs">
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          No carriers yet: add the first one the load should be offered to.
        </Text>
      ) : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={value.map((c) => c.id)} strategy={verticalListSortingStrategy}>
          {value.map((carrier, index) => (
            <GuideRow
              key={carrier.id}
              carrier={carrier}
              position={index}
              onRemove={() => onChange(value.filter((c) => c.id !== carrier.id))}
            />
          ))}
        </SortableContext>
      </DndContext>
      {choices ? (
        <Select
          aria-label="Add a carrier to the guide"
          placeholder="Add a carrier…"
          searchable
          value={null}
          data={addable.map((c) => ({ value: String(c.id), label: c.company_name }))}
          onChange={(id) => {
            const carrier = addable.find((c) => String(c.id) === id);
            if (carrier) onChange([...value, carrier]);
          }}
          error={error}
          nothingFoundMessage="No other carriers in your network"
        />
      ) : null}
    </Stack>
  );
}
