import { Button, Group, Paper, SegmentedControl, Stack, TagsInput, TextInput } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import {
  isRegionMember,
  type RegionResponse,
  regionKindLabels,
  regionKinds,
  regionRequest,
  wrongMembersMessage,
} from '@spotlane/shared/schemas/lanes';
import { useState } from 'react';
import { useRegion, useSaveRegion } from '../../../features/lanes/api/regions.ts';
import { serverErrors } from '../../../lib/form-errors.ts';
import { recordFormPage } from '../../../ui/detail-fields.tsx';
import { useSaveThenView } from '../../../ui/save-then-view.ts';
import { FormError } from '../../../ui/schema-form.tsx';

function RegionForm({ record: region }: { record: RegionResponse | null }) {
  const save = useSaveRegion(region?.id ?? null);
  const saveThenView = useSaveThenView(save, 'region', paths.viewRegion);
  const [name, setName] = useState(region?.name ?? '');
  const [kind, setKind] = useState<string>(region?.kind ?? 'states');
  const [members, setMembers] = useState<string[]>(region?.members ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Chips that are not members of this kind are not taken: the field says which were refused.
  const takeMembers = (values: string[]) => {
    const typed = values.map((value) => value.trim().toUpperCase());
    const refused = typed.filter((value) => !isRegionMember(kind, value));
    setMembers(typed.filter((value) => isRegionMember(kind, value)));
    setErrors((current) => {
      const { members: _previous, ...rest } = current;
      return refused.length ? { ...rest, members: wrongMembersMessage(kind, refused) } : rest;
    });
  };
  const submit = async () => {
    const body = { name, kind: kind as RegionResponse['kind'], members };
    const parsed = regionRequest.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      await saveThenView(body);
    } catch (error) {
      const { fields, message } = serverErrors(error, () => true, {
        fieldOf: (field) => field.split('.')[0] ?? field,
      });
      setErrors(fields);
      setFormError(message);
    }
  };
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput
          label="Region name"
          withAsterisk
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        <SegmentedControl
          aria-label="Kind of region"
          value={kind}
          onChange={(value) => {
            setKind(value);
            setMembers([]);
          }}
          data={regionKinds.map((value) => ({ value, label: regionKindLabels[value] }))}
        />
        <TagsInput
          label={kind === 'states' ? 'States (2 letters)' : '3-digit zip prefixes'}
          description="Type one and press Enter; paste a list separated by commas"
          placeholder={kind === 'states' ? 'TX, OK' : '750, 751'}
          value={members}
          onChange={takeMembers}
          splitChars={[',', ' ']}
          error={errors.members}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            Save region
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /add-new-region and /edit-region/{id}. */
export default recordFormPage('Region', 'region', useRegion, RegionForm);
