import * as Mantine from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import { IconDownload, IconSignature } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { serverErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ActionError } from '../../../ui/form-error.tsx';
import { rateConfirmationUrl, useAcknowledge, useRateConfirmations } from '../api/paperwork.ts';

/**
 * /confirmation-pdf?load={id} (PRODUCT.md 12): the rate confirmation in a frame, its versions,
 * a download button, and the carrier's acknowledgement (name and time, printed on the PDF).
 */
export function RateConfirmationViewer({
  loadId,
  canAcknowledge,
  defaultName,
}: {
  loadId: number;
  canAcknowledge: boolean;
  defaultName: string;
}) {
  const versions = useRateConfirmations(loadId);
  const acknowledge = useAcknowledge(loadId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [name, setName] = useState(defaultName);

  if (versions.isPending) return <Mantine.Text c="dimmed">Loading…</Mantine.Text>;
  if (versions.isError) {
    const status = isApiError(versions.error) ? versions.error.status : 0;
    return (
      <Mantine.Alert color={status === 401 ? 'blue' : 'red'} title="Rate confirmation">
        {status === 401 ? (
          <>
            Sign in to read this rate confirmation.{' '}
            <Mantine.Anchor
              component={Link}
              to={paths.signInThenReturn(paths.confirmationPdfFor(loadId))}
            >
              Sign in
            </Mantine.Anchor>
          </>
        ) : status === 404 ? (
          'This rate confirmation does not exist or is not yours to read.'
        ) : (
          errorMessage(versions.error)
        )}
      </Mantine.Alert>
    );
  }
  const list = versions.data.results;
  const latest = list[0];
  if (!latest)
    return (
      <Mantine.Alert color="gray" title="No rate confirmation yet">
        A rate confirmation is made when the load is awarded to a carrier.
      </Mantine.Alert>
    );
  const version = list.find((entry) => entry.version === chosen) ?? latest;
  const url = rateConfirmationUrl(loadId, version.version);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    acknowledge.mutate(name);
  };

  return (
    <Mantine.Stack gap="md">
      <Mantine.Paper withBorder radius="lg" p="md">
        <Mantine.Group justify="space-between" wrap="wrap" gap="sm">
          <Mantine.Group gap="sm" wrap="wrap">
            <Mantine.Select
              aria-label="Version"
              w={170}
              data={list.map((entry) => ({
                value: String(entry.version),
                label: `Version ${entry.version}${entry === latest ? ' (latest)' : ''}`,
              }))}
              value={String(version.version)}
              onChange={(value) => setChosen(value ? Number(value) : null)}
              allowDeselect={false}
            />
            <Mantine.Text size="sm">
              Rate <b>{formatCents(version.rate)}</b> · issued {formatDateTime(version.created_at)}
            </Mantine.Text>
            {version.acknowledged_at ? (
              <Mantine.Badge color="teal">
                Acknowledged by {version.acknowledged_name} on{' '}
                {formatDateTime(version.acknowledged_at)}
              </Mantine.Badge>
            ) : (
              <Mantine.Badge color="gray">Not acknowledged</Mantine.Badge>
            )}
          </Mantine.Group>
          <Mantine.Button
            component="a"
            href={url}
            download={`rate-confirmation-v${version.version}.pdf`}
            leftSection={<IconDownload size={16} />}
          >
            Download
          </Mantine.Button>
        </Mantine.Group>
      </Mantine.Paper>
      {canAcknowledge && version === latest && !latest.acknowledged_at ? (
        <Mantine.Paper withBorder radius="lg" p="md">
          <form onSubmit={submit}>
            <Mantine.Stack gap="xs">
              <Mantine.Title order={2} size="h5">
                Acknowledge
              </Mantine.Title>
              <Mantine.Text size="sm" c="dimmed">
                Your name and the time are printed on the confirmation and kept in the load's
                history.
              </Mantine.Text>
              <Mantine.Group align="flex-end" wrap="wrap">
                <Mantine.TextInput
                  label="Your name"
                  required
                  maxLength={120}
                  value={name}
                  error={
                    acknowledge.error
                      ? serverErrors(acknowledge.error, ['name']).fields.name
                      : undefined
                  }
                  onChange={(event) => setName(event.currentTarget.value)}
                  w={260}
                />
                <Mantine.Button
                  type="submit"
                  leftSection={<IconSignature size={16} />}
                  loading={acknowledge.isPending}
                >
                  Acknowledge
                </Mantine.Button>
              </Mantine.Group>
              {isApiError(acknowledge.error) && acknowledge.error.fieldErrors().length ? null : (
                <ActionError action={acknowledge} />
              )}
            </Mantine.Stack>
          </form>
        </Mantine.Paper>
      ) : null}
      <iframe
        key={`${url}-${version.acknowledged_at ?? ''}`}
        title={`Rate confirmation version ${version.version}`}
        src={url}
        style={{ width: '100%', height: '80vh', border: '1px solid #dee2e6', borderRadius: 8 }}
      />
    </Mantine.Stack>
  );
}
