import * as Mantine from '@mantine/core';
import { profileForm } from '@spotlane/shared/forms/profile-form';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import type { ProfileResponse } from '@spotlane/shared/schemas/users';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import {
  CarrierAuthorityFields,
  FormTextInput,
  NameFields,
  PhoneField,
} from '../../../ui/form-fields.tsx';
import { FormError, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { PROFILE_FIELDS, profileFormDefaults } from '../profile-form-values.ts';

function equipmentText(types: string[]): string {
  return types
    .map((type) => equipmentTypeLabels[type as keyof typeof equipmentTypeLabels] ?? type)
    .join(', ');
}

function ReadOnly({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Mantine.Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Mantine.Text>
      <Mantine.Text>{value || '—'}</Mantine.Text>
    </div>
  );
}

/** /settings/user-edit's form: the person for everyone, the company for the owner. */
export function ProfileForm({ profile }: { profile: ProfileResponse }) {
  const schema = useMemo(
    () => profileForm({ isOwner: profile.is_owner, userType: profile.user_type }),
    [profile.is_owner, profile.user_type],
  );
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(schema, { defaultValues: profileFormDefaults(profile) });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = form;

  // The answer is awaited, not given to mutate's callbacks: those are dropped when the form's
  // observer is not subscribed at that moment (the save refreshes the signed-in user, and the
  // shell re-renders around the form), and "Your profile is saved." then never showed.
  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    setSaved(false);
    try {
      const next = await update.mutateAsync(body);
      reset(profileFormDefaults(next));
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, PROFILE_FIELDS));
    }
  });

  const isCarrier = profile.user_type === 'carrier';

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Mantine.Stack gap="lg">
          <FormError message={formError} />
          {saved && !isDirty ? (
            <Mantine.Alert
              color="teal"
              variant="light"
              icon={<IconCheck size={18} />}
              role="status"
            >
              Your profile is saved.
            </Mantine.Alert>
          ) : null}

          <Mantine.Paper withBorder radius="lg" p="xl">
            <Mantine.Title order={2} size="h4" mb={4}>
              You
            </Mantine.Title>
            <Mantine.Text size="sm" c="dimmed" mb="md">
              Your name shows on shipments, bids and messages. You sign in with {profile.email}.
            </Mantine.Text>
            <Mantine.Stack gap="md">
              <NameFields required autoComplete breakpoint="sm" />
              <Mantine.SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Mantine.TextInput label="E-mail" value={profile.email} readOnly disabled />
                <PhoneField autoComplete />
              </Mantine.SimpleGrid>
            </Mantine.Stack>
          </Mantine.Paper>

          <Mantine.Paper withBorder radius="lg" p="xl">
            <Mantine.Group justify="space-between" mb={4}>
              <Mantine.Title order={2} size="h4">
                Company
              </Mantine.Title>
              {profile.is_owner ? null : (
                <Mantine.Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
                  Read only
                </Mantine.Badge>
              )}
            </Mantine.Group>
            {profile.is_owner ? (
              <Mantine.Stack gap="md" mt="md">
                <FormTextInput
                  name="company_name"
                  label="Company name"
                  autoComplete="organization"
                  withAsterisk
                />
                {isCarrier ? (
                  <CarrierAuthorityFields title="Authority and equipment" breakpoint="sm" />
                ) : null}
              </Mantine.Stack>
            ) : (
              <>
                <Mantine.Text size="sm" c="dimmed" mb="md">
                  Only the owner of your account can change the company details.
                </Mantine.Text>
                <Mantine.SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  <ReadOnly label="Company name" value={profile.company_name} />
                  {isCarrier ? (
                    <>
                      <ReadOnly label="MC number" value={profile.mc_number} />
                      <ReadOnly label="DOT number" value={profile.dot_number} />
                      <ReadOnly
                        label="Cargo insurance limit"
                        value={profile.cargo_insurance_limit}
                      />
                      <ReadOnly
                        label="Equipment types"
                        value={equipmentText(profile.equipment_types)}
                      />
                    </>
                  ) : null}
                </Mantine.SimpleGrid>
              </>
            )}
          </Mantine.Paper>

          <Mantine.Group justify="flex-end">
            <Mantine.Button
              variant="default"
              disabled={!isDirty || update.isPending}
              onClick={() => {
                reset(profileFormDefaults(profile));
                setFormError(null);
              }}
            >
              Discard changes
            </Mantine.Button>
            <Mantine.Button type="submit" loading={update.isPending}>
              Save profile
            </Mantine.Button>
          </Mantine.Group>
        </Mantine.Stack>
      </form>
    </FormProvider>
  );
}
