import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { IconCircleCheck, IconCircleX, IconFileTypePdf } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { FormError } from '../../../ui/form-error.tsx';
import { useVerifyPdf } from '../api/compliance.ts';

/**
 * Drop a rate confirmation PDF: Spotlane says whether it issued exactly this file (any edit
 * changes its SHA-256), and for which load and version (PRODUCT.md 15).
 */
export function VerifyRateConfirmation() {
  const verify = useVerifyPdf();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const check = (file: File | undefined) => {
    if (!file) return;
    setName(file.name);
    verify.mutate(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    check(event.dataTransfer.files[0]);
  };
  const answer = verify.data;
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="lg"
        p="xl"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          background: over ? 'var(--mantine-color-blue-0)' : undefined,
          textAlign: 'center',
        }}
        data-testid="pdf-drop"
      >
        <Stack align="center" gap="xs">
          <IconFileTypePdf size={40} stroke={1.5} />
          <Text fw={600}>Drop a rate confirmation PDF here</Text>
          <Text size="sm" c="dimmed">
            The file is sent only to compute its fingerprint (SHA-256) and is not kept; the
            fingerprint is compared with the ones Spotlane issued.
          </Text>
          <Button
            variant="default"
            onClick={() => input.current?.click()}
            loading={verify.isPending}
          >
            Choose a file
          </Button>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            aria-label="Rate confirmation PDF"
            onChange={(event) => check(event.currentTarget.files?.[0])}
          />
        </Stack>
      </Paper>
      <FormError message={verify.isError ? errorMessage(verify.error) : null} />
      {answer?.genuine === true && (
        <Alert color="teal" icon={<IconCircleCheck size={20} />} title="Genuine and untouched">
          <Text size="sm">
            {name ? <b>{name}</b> : 'This file'} is version {answer.version} of the rate
            confirmation of load #{answer.load_id}, issued by Spotlane on{' '}
            {formatDateTime(answer.issued_at)}, byte for byte.
          </Text>
        </Alert>
      )}
      {answer?.genuine === false && (
        <Alert
          color="red"
          icon={<IconCircleX size={20} />}
          title="Not a genuine Spotlane rate confirmation"
        >
          <Text size="sm">
            {name ? <b>{name}</b> : 'This file'} is not a rate confirmation Spotlane issued, or it
            was changed after it was issued. Ask the shipper for the original, or download it from
            the load in Spotlane.
          </Text>
        </Alert>
      )}
      <Group justify="center">
        <Text size="xs" c="dimmed">
          Every rate confirmation carries its terms' SHA-256 and a link to{' '}
          {paths.verifyRateConfirmation}.
        </Text>
      </Group>
    </Stack>
  );
}
