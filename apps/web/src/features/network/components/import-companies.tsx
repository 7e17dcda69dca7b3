import {
  Alert,
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ImportResponse } from '@spotlane/shared/schemas/companies';
import {
  IconAlertCircle,
  IconDownload,
  IconFileSpreadsheet,
  IconUpload,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { groupTwo } from '../../../lib/device-storage.ts';
import { LoadingState } from '../../../ui/states.tsx';
import { useImportCompanies, usePreviewImport } from '../api/import-companies.ts';
import { previewRows, TEMPLATE_FILE_NAME, templateCsv } from '../companies-csv.ts';
import { ImportPreviewRows } from './import-preview-rows.tsx';

function downloadTemplate() {
  const blob = new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The companies CSV import (PRODUCT.md 13): the template, an upload, a preview of every row with
 * the server's dry run, and the import of the valid rows in one transaction. The pending file
 * stays in the companiesCsv device key until it is imported or cancelled; `onDone` leaves.
 */
export function ImportCompanies({ onDone }: { onDone: () => void }) {
  const [csv, setCsv] = useState<string | null>(() => groupTwo.getCompaniesCsv());
  const [fileName, setFileName] = useState<string | null>(null);
  const preview = usePreviewImport();
  const importer = useImportCompanies();
  const [readError, setReadError] = useState<string | null>(null);
  const runPreview = preview.mutate;

  useEffect(() => {
    if (csv) runPreview(csv);
  }, [csv, runPreview]);

  const parsed = useMemo(() => (csv ? previewRows(csv) : null), [csv]);
  const result: ImportResponse | undefined = preview.data;

  const choose = async (file: File | null) => {
    setReadError(null);
    if (!file) return;
    try {
      const text = await file.text();
      groupTwo.setCompaniesCsv(text);
      setFileName(file.name);
      setCsv(text);
      importer.reset();
    } catch {
      setReadError('The file could not be read. Choose a CSV file.');
    }
  };

  const cancel = () => {
    groupTwo.clearCompaniesCsv();
    setCsv(null);
    setFileName(null);
    preview.reset();
    onDone();
  };

  const runImport = () => {
    if (!csv) return;
    importer.mutate(csv, {
      onSuccess: (answer) => {
        groupTwo.clearCompaniesCsv();
        notifications.show({
          color: 'teal',
          message: `${answer.created} ${answer.created === 1 ? 'company was' : 'companies were'} imported`,
        });
        onDone();
      },
    });
  };

  const valid = result?.valid ?? 0;
  const skipped = result ? result.total - result.valid : 0;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" align="flex-start">
          <Group align="flex-start" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light">
              <IconFileSpreadsheet size={24} />
            </ThemeIcon>
            <div>
              <Title order={2} size="h4">
                Import companies from a CSV file
              </Title>
              <Text c="dimmed" size="sm" maw={620}>
                One row per company with its first delivery location. Download the template, fill it
                in with your spreadsheet, save it as CSV and upload it. You will see every row
                before anything is created.
              </Text>
            </div>
          </Group>
          <Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={downloadTemplate}
            >
              Download template
            </Button>
            <FileButton onChange={choose} accept=".csv,text/csv">
              {(props) => (
                <Button leftSection={<IconUpload size={16} />} {...props}>
                  {csv ? 'Choose another file' : 'Upload CSV'}
                </Button>
              )}
            </FileButton>
          </Group>
        </Group>
      </Paper>

      {readError ? (
        <Alert color="red" variant="light" role="alert">
          {readError}
        </Alert>
      ) : null}

      {!csv ? null : preview.isPending ? (
        <LoadingState label="Checking every row…" />
      ) : preview.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="This file cannot be imported"
          role="alert"
        >
          {errorMessage(preview.error)}
        </Alert>
      ) : result && parsed ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <div>
                <Title order={2} size="h4">
                  Preview{fileName ? ` of ${fileName}` : ''}
                </Title>
                <Text size="sm" c="dimmed">
                  {`${result.total} ${result.total === 1 ? 'row' : 'rows'}: ${valid} ready to import`}
                  {skipped > 0 ? `, ${skipped} with errors (they will be skipped)` : ''}
                </Text>
              </div>
              <Group>
                <Button variant="default" onClick={cancel}>
                  Cancel
                </Button>
                <Button onClick={runImport} loading={importer.isPending} disabled={valid === 0}>
                  {`Import ${valid} ${valid === 1 ? 'company' : 'companies'}`}
                </Button>
              </Group>
            </Group>
            {importer.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(importer.error)}
              </Alert>
            ) : null}
            <ImportPreviewRows parsed={parsed} result={result} />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
