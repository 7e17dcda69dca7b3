import {
  Alert,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { UPLOAD_RULES, uploadProblem } from '@spotlane/shared/schemas/uploads';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { CompanyLogo } from '../../../ui/company-logo.tsx';
import { useAccount, useUpdateAccount } from '../api/account.ts';

/**
 * /settings/account: the company logo (PRODUCT.md 11) with a preview, upload progress,
 * replace and remove. The file is checked here with the server's own rules and messages
 * before a byte is sent; the server checks the stored bytes again.
 */
export function LogoCard({ canChange }: { canChange: boolean }) {
  const account = useAccount();
  const update = useUpdateAccount();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);

  const choose = async (file: File | null) => {
    setFileKey((key) => key + 1);
    if (!file) return;
    const refused = uploadProblem('logo', file.type, file.size);
    setProblem(refused?.message ?? null);
    if (refused) return;
    setProgress(0);
    try {
      const upload = await uploadFile('logo', file, setProgress);
      await update.mutateAsync({ logo_upload_id: upload.id });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setProblem(null);
    try {
      await update.mutateAsync({ logo_upload_id: null });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const data = account.data;
  const busy = progress !== null || update.isPending;
  return (
    <Paper withBorder radius="lg" p="xl">
      <Group gap="sm" mb="md">
        <IconPhoto size={22} />
        <Title order={2} size="h4">
          Company logo
        </Title>
      </Group>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <CompanyLogo
          src={data?.logo}
          expiresAt={data?.logo_expires_at}
          name={data?.company_name ?? 'Your company'}
          onRefresh={() => void account.refetch()}
          size={96}
        />
        <Stack gap="xs" flex={1}>
          <Text size="sm" c="dimmed">
            PNG, JPEG or WebP, at most {UPLOAD_RULES.logo.maxBytes / (1024 * 1024)} MB. Larger
            images are scaled down to 512 × 512 pixels. Carriers see it on your loads.
          </Text>
          {canChange ? (
            <Group gap="sm">
              <FileButton
                key={fileKey}
                onChange={(file) => void choose(file)}
                accept={UPLOAD_RULES.logo.contentTypes.join(',')}
                disabled={busy}
              >
                {(props) => (
                  <Button {...props} leftSection={<IconUpload size={16} />} loading={busy}>
                    {data?.logo ? 'Replace logo' : 'Upload logo'}
                  </Button>
                )}
              </FileButton>
              {data?.logo ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void remove()}
                  disabled={busy}
                >
                  Remove logo
                </Button>
              ) : null}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Only the owner or a user allowed to change the company can change the logo.
            </Text>
          )}
          {progress !== null ? (
            <Progress value={progress} aria-label="Upload progress" animated size="lg" />
          ) : null}
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
