import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type FormSchema, SchemaForm } from './schema-form.tsx';

/**
 * A form in its card: the title, the SchemaForm with the fields, then Cancel (back to where
 * the user came from) and the save button.
 */
export function FormCard<S extends FormSchema>({
  title,
  saveLabel,
  children,
  ...form
}: {
  title: string;
  saveLabel: string;
} & Parameters<typeof SchemaForm<S>>[0]) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <SchemaForm {...form}>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(-1)}>
              Cancel
            </Button>
            <Button type="submit" loading={form.form.formState.isSubmitting}>
              {saveLabel}
            </Button>
          </Group>
        </SchemaForm>
      </Stack>
    </Paper>
  );
}
