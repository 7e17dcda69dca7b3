import { Button, Group, MultiSelect, Switch } from '@mantine/core';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_ALL_EVENTS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  webhookRequest,
} from '@spotlane/shared/schemas/webhooks';
import { Controller } from 'react-hook-form';
import { FormTextInput } from '../../../ui/form-fields.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useSaveWebhook } from '../api/webhooks.ts';

const FIELDS = ['url', 'event_types', 'active'] as const;

const EVENT_OPTIONS = [
  { value: WEBHOOK_ALL_EVENTS, label: 'All events' },
  ...WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: WEBHOOK_EVENT_LABELS[type] })),
];

/**
 * "All events" stands alone: choosing it clears the others, and choosing another type
 * afterwards replaces it.
 */
export function nextEventTypes(previous: string[], chosen: string[]): string[] {
  const added = chosen.filter((type) => !previous.includes(type));
  if (added.includes(WEBHOOK_ALL_EVENTS)) return [WEBHOOK_ALL_EVENTS];
  if (added.length > 0) return chosen.filter((type) => type !== WEBHOOK_ALL_EVENTS);
  return chosen;
}

/** Settings > Webhooks: adds an endpoint (answering its secret) or edits one. */
export function WebhookForm({
  endpoint,
  onSaved,
  onCancel,
}: {
  endpoint?: WebhookEndpoint;
  onSaved: (saved: WebhookEndpoint | CreatedWebhookEndpoint) => void;
  onCancel: () => void;
}) {
  const save = useSaveWebhook();
  const form = useSchemaForm(webhookRequest, {
    defaultValues: {
      url: endpoint?.url ?? '',
      event_types: (endpoint?.event_types ?? [WEBHOOK_ALL_EVENTS]) as ['*'],
      active: endpoint?.active ?? true,
    },
  });
  return (
    <SchemaForm
      form={form}
      serverFields={FIELDS}
      onSubmit={async (body) => onSaved(await save.mutateAsync({ id: endpoint?.id, body }))}
    >
      <FormTextInput
        name="url"
        label="Endpoint URL"
        description="An https:// address on the public internet that accepts POST requests."
        placeholder="https://example.com/spotlane/webhooks"
        required
        data-autofocus
      />
      <Controller
        control={form.control}
        name="event_types"
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Events"
            description="Which events are sent to this endpoint."
            data={EVENT_OPTIONS}
            value={field.value as string[]}
            onChange={(chosen) =>
              field.onChange(nextEventTypes((field.value as string[]) ?? [], chosen))
            }
            error={fieldState.error?.message}
            required
          />
        )}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label="Active"
            description="Inactive endpoints receive nothing."
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {endpoint ? 'Save endpoint' : 'Add endpoint'}
        </Button>
      </Group>
    </SchemaForm>
  );
}
