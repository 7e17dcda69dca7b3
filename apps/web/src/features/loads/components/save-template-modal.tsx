import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import type { TemplateLoadInput } from '@spotlane/shared/schemas/load-templates';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useSaveTemplate } from '../api/load-templates.ts';

/**
 * PRODUCT.md 16, "Save as template": names what a load or the shipment form holds (everything
 * but its dates) and saves it, from a load's page and from the form alike. Opened by its
 * caller's button; `kept` says what the template keeps.
 */
export function SaveTemplateModal({
  opened,
  onClose,
  initialName,
  kept,
  templateLoad,
  backLabel,
}: {
  opened: boolean;
  onClose: () => void;
  initialName: string;
  kept: string;
  templateLoad: () => TemplateLoadInput;
  /** A button back to where the user was, beside "Open templates" once saved. */
  backLabel?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Save as template">
      {/* Mounted per opening, so each starts from its name with nothing saved. */}
      {opened ? (
        <SaveTemplateBody
          initialName={initialName}
          kept={kept}
          templateLoad={templateLoad}
          onBack={backLabel ? { label: backLabel, go: onClose } : undefined}
        />
      ) : null}
    </Modal>
  );
}

function SaveTemplateBody({
  initialName,
  kept,
  templateLoad,
  onBack,
}: {
  initialName: string;
  kept: string;
  templateLoad: () => TemplateLoadInput;
  onBack?: { label: string; go: () => void };
}) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTemplate();
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ body: { name, load: templateLoad() } });
    } catch (failure) {
      // A stop without its location is the usual reason in a form typed halfway: say which.
      const stopError = isApiError(failure)
        ? failure.errors.find((item) => item.field?.startsWith('load.stops'))
        : undefined;
      setError(
        stopError
          ? `Choose every stop's location first (${stopError.message})`
          : errorMessage(failure),
      );
    }
  };
  if (save.isSuccess)
    return (
      <Stack>
        <Text>Saved. Make a load from it, or repeat it on a schedule.</Text>
        <Group justify="flex-end">
          {onBack ? (
            <Button variant="default" onClick={onBack.go}>
              {onBack.label}
            </Button>
          ) : null}
          <Button component={Link} to={paths.loadTemplates}>
            Open templates
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {kept}
      </Text>
      <TextInput
        label="Template name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={error}
        data-autofocus
      />
      <Button onClick={submit} loading={save.isPending} disabled={!name.trim()}>
        Save template
      </Button>
    </Stack>
  );
}
