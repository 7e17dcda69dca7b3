import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { US_STATE_CODES } from '@spotlane/shared/domain/us-states';
import { equipmentTypeLabels, equipmentTypes } from '@spotlane/shared/schemas/auth';
import type { TruckPost, TruckPostRequest } from '@spotlane/shared/schemas/capacity';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSaveTruckPost } from '../api/capacity.ts';

export interface PostDraft {
  equipment_type: string;
  city: string;
  state: string;
  zipcode: string;
  available_from: string;
  available_to: string;
  destinations: string[];
  /** Dollars a mile, as typed. */
  min_rate: number | string;
  notes: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const emptyDraft = (overrides: Partial<PostDraft> = {}): PostDraft => ({
  equipment_type: 'dry_van',
  city: '',
  state: '',
  zipcode: '',
  available_from: today(),
  available_to: inDays(3),
  destinations: ['anywhere'],
  min_rate: '',
  notes: '',
  ...overrides,
});

const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * PRODUCT.md 20, "empty here on ...": the post of the truck that ends a load at `place` on
 * `date` (today when that day has passed), free for the two days after.
 */
export function emptyHereDraft(
  place: { city?: string | null; state?: string | null; zipcode?: string | null },
  date: string,
  equipment?: string | null,
): PostDraft {
  const from = [date, today()].sort()[1] as string;
  return emptyDraft({
    city: place.city ?? '',
    state: place.state ?? '',
    zipcode: place.zipcode ?? '',
    equipment_type: equipment ?? 'dry_van',
    available_from: from,
    available_to: daysAfter(from, 2),
  });
}

/** The search of /my-trucks that opens the form on `draft` (a load's page links there). */
export function emptyHereSearch(draft: PostDraft): string {
  return new URLSearchParams({
    empty_city: draft.city,
    empty_state: draft.state,
    empty_zip: draft.zipcode,
    empty_on: draft.available_from,
    equipment: draft.equipment_type,
  }).toString();
}

/** The draft a /my-trucks search asks to post, or null when it asks none. */
export function draftFromSearch(params: URLSearchParams): PostDraft | null {
  const zipcode = params.get('empty_zip');
  const on = params.get('empty_on');
  if (!zipcode || !on || !/^\d{4}-\d{2}-\d{2}$/.test(on)) return null;
  return emptyHereDraft(
    { city: params.get('empty_city'), state: params.get('empty_state'), zipcode },
    on,
    params.get('equipment'),
  );
}

export const draftOf = (post: TruckPost): PostDraft => ({
  equipment_type: post.equipment_type,
  city: post.empty_at.city,
  state: post.empty_at.state,
  zipcode: post.empty_at.zipcode,
  available_from: post.available_from,
  available_to: post.available_to,
  destinations: post.destinations,
  min_rate: post.min_rate_per_mile_cents === null ? '' : post.min_rate_per_mile_cents / 100,
  notes: post.notes ?? '',
});

function requestOf(draft: PostDraft): TruckPostRequest {
  return {
    equipment_type: draft.equipment_type as TruckPostRequest['equipment_type'],
    empty_at: { city: draft.city, state: draft.state, zipcode: draft.zipcode },
    available_from: draft.available_from,
    available_to: draft.available_to,
    destinations: draft.destinations,
    min_rate_per_mile_cents:
      draft.min_rate === '' ? null : Math.round(Number(draft.min_rate) * 100),
    notes: draft.notes || null,
  };
}

/**
 * PRODUCT.md 20: post a truck (or change one): where it will be empty, from when to when, where
 * it may go ("anywhere", states or 3-digit ZIP prefixes) and the least it runs for. The
 * server's answers land next to their fields.
 */
export function TruckPostForm({
  id,
  initial,
  onDone,
}: {
  id: number | null;
  initial: PostDraft;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useSaveTruckPost();
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = () => {
    setErrors({});
    setGeneral(null);
    save.mutate(
      { id, body: requestOf(draft) },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!(error instanceof ApiError)) return setGeneral(errorMessage(error));
          const fields: Record<string, string> = {};
          for (const item of error.errors) {
            const field = item.field
              ?.replace(/^empty_at\./, '')
              .replace(/^destinations\.\d+$/, 'destinations');
            if (field) fields[field] = item.message;
            else setGeneral(item.message);
          }
          setErrors(fields);
        },
      },
    );
  };
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {general ? <Alert color="red">{general}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Empty in (city)"
          required
          value={draft.city}
          error={errors.city}
          onChange={(event) => set('city', event.currentTarget.value)}
        />
        <Select
          label="State"
          required
          searchable
          data={[...US_STATE_CODES]}
          value={draft.state || null}
          error={errors.state}
          onChange={(value) => set('state', value ?? '')}
        />
        <TextInput
          label="ZIP code"
          required
          inputMode="numeric"
          maxLength={5}
          value={draft.zipcode}
          error={errors.zipcode}
          onChange={(event) => set('zipcode', event.currentTarget.value.trim())}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Equipment"
          required
          value={draft.equipment_type}
          error={errors.equipment_type}
          data={equipmentTypes.map((value) => ({ value, label: equipmentTypeLabels[value] }))}
          onChange={(value) => set('equipment_type', value ?? 'dry_van')}
        />
        <TextInput
          label="Available from"
          type="date"
          required
          value={draft.available_from}
          error={errors.available_from}
          onChange={(event) => set('available_from', event.currentTarget.value)}
        />
        <TextInput
          label="Available to"
          type="date"
          required
          value={draft.available_to}
          error={errors.available_to}
          onChange={(event) => set('available_to', event.currentTarget.value)}
        />
      </SimpleGrid>
      <TagsInput
        label="Destinations"
        description='"anywhere", states (TX) or 3-digit ZIP prefixes (750)'
        value={draft.destinations}
        error={errors.destinations}
        onChange={(value) => set('destinations', value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Least rate ($ a mile)"
          min={0}
          decimalScale={2}
          prefix="$"
          value={draft.min_rate}
          error={errors.min_rate_per_mile_cents}
          onChange={(value) => set('min_rate', value)}
        />
      </SimpleGrid>
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        value={draft.notes}
        error={errors.notes}
        onChange={(event) => set('notes', event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {id ? 'Save truck' : 'Post truck'}
        </Button>
      </Group>
    </Stack>
  );
}
