import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { QuietHoursBody } from '@spotlane/shared/schemas/tracking';
import { type FormEvent, useEffect, useState } from 'react';
import { ActionError } from '../../../ui/form-error.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import { useQuietHours, useSaveQuietHours } from '../api/tracking.ts';

/**
 * PRODUCT.md 18: the carrier's quiet hours, in the driver's time zone (the next stop's). A
 * shipper's check-call request inside them, while the truck reports its position, waits.
 */
export function QuietHoursForm() {
  const query = useQuietHours();
  const save = useSaveQuietHours();
  const [value, setValue] = useState<QuietHoursBody | null>(null);
  useEffect(() => {
    if (query.data) setValue(query.data);
  }, [query.data]);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (value) save.mutate(value);
  }
  return (
    <Paper withBorder radius="lg" p="md">
      <QueryStates query={query} loading="Loading quiet hours…">
        {value ? (
          <form onSubmit={submit} aria-label="Quiet hours">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Quiet hours
              </Title>
              <Text size="sm" c="dimmed">
                While the truck reports its position, shippers' check-call requests wait until your
                quiet hours end (in the driver's time zone: the next stop's). With no fresh position
                they go out at once.
              </Text>
              <Switch
                label="Hold check-call requests during quiet hours"
                checked={value.enabled}
                onChange={(e) => setValue({ ...value, enabled: e.currentTarget.checked })}
              />
              <Group grow>
                <TextInput
                  type="time"
                  label="From"
                  value={value.start}
                  onChange={(e) => setValue({ ...value, start: e.currentTarget.value })}
                  required
                />
                <TextInput
                  type="time"
                  label="Until"
                  value={value.end}
                  onChange={(e) => setValue({ ...value, end: e.currentTarget.value })}
                  required
                />
              </Group>
              <Group>
                <Button type="submit" loading={save.isPending}>
                  Save quiet hours
                </Button>
                {save.isSuccess ? (
                  <Text size="sm" c="green.8" role="status">
                    Saved.
                  </Text>
                ) : null}
              </Group>
              <ActionError action={save} />
            </Stack>
          </form>
        ) : null}
      </QueryStates>
    </Paper>
  );
}
