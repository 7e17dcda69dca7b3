import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  CONTACT_HONEYPOT,
  CONTACT_THANKS,
  type ContactRequest,
  contactRequest,
} from '@spotlane/shared/schemas/support';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { EmailField, FormTextInput } from '../../../ui/form-fields.tsx';
import { FormTextarea } from '../../../ui/form-inputs.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { useContactFormToken, useSubmitContact } from '../api/support-api.ts';
import classes from './contact-form.module.css';

const defaults: ContactRequest = { name: '', email: '', message: '', form_token: '' };

/**
 * PRODUCT.md 13: the visitors' contact form on /support (name, e-mail, message). The server
 * signs when the form was shown (a minimum fill time) and a hidden field catches robots.
 */
export function ContactForm() {
  const token = useContactFormToken();
  const submit = useSubmitContact();
  const form = useSchemaForm(contactRequest, { defaultValues: defaults });
  const [sent, setSent] = useState(false);

  if (sent)
    return (
      <Paper withBorder radius="lg" p="xl" role="status">
        <Stack align="center" gap="xs" py="lg">
          <ThemeIcon size={48} radius="xl" variant="light" color="green">
            <IconCircleCheck size={26} />
          </ThemeIcon>
          <Title order={2} size="h4">
            Message sent
          </Title>
          <Text c="dimmed" ta="center" maw={460}>
            {CONTACT_THANKS}
          </Text>
          <Button
            variant="subtle"
            onClick={() => {
              form.reset(defaults);
              void token.refetch();
              setSent(false);
            }}
          >
            Send another message
          </Button>
        </Stack>
      </Paper>
    );
  if (token.isPending) return <LoadingState label="Loading the contact form…" />;
  if (token.isError) return <ErrorState error={token.error} onRetry={() => token.refetch()} />;

  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack gap="xs" mb="md">
        <Title order={2} size="h3">
          Contact Spotlane support
        </Title>
        <Text c="dimmed" size="sm">
          Not signed in? Write to us here and we will answer by e-mail. Signed-in users can chat
          with us from the help button.
        </Text>
      </Stack>
      <SchemaForm
        form={form}
        serverFields={['name', 'email', 'message']}
        onSubmit={async (values) => {
          await submit.mutateAsync({ ...values, form_token: token.data.token });
          setSent(true);
        }}
      >
        <FormTextInput name="name" label="Name" withAsterisk autoComplete="name" />
        <EmailField required autoComplete="email" />
        <FormTextarea name="message" label="Message" withAsterisk minRows={4} maxRows={10} />
        {/* The honeypot: hidden from people and assistive technology, filled by robots. */}
        <div className={classes.honeypot} aria-hidden="true">
          <label>
            Website
            <input
              type="text"
              tabIndex={-1}
              autoComplete="off"
              {...form.register(CONTACT_HONEYPOT)}
            />
          </label>
        </div>
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          style={{ alignSelf: 'flex-start' }}
        >
          Send message
        </Button>
      </SchemaForm>
    </Paper>
  );
}
