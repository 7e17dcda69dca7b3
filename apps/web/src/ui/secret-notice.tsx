import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A secret the server shows once (an API token, a webhook signing secret): the value with a
 * copy button, and what to do with it. It is never shown again once closed.
 */
export function SecretNotice({
  title,
  label,
  secret,
  onClose,
  children,
}: {
  title: string;
  /** The accessible name of the value ("New API token"). */
  label: string;
  secret: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCheck size={18} />}
      title={title}
      withCloseButton
      onClose={onClose}
    >
      <Stack gap="xs">
        <Text size="sm">Copy it now: for your safety we show it only this once.</Text>
        <Group gap="xs" wrap="nowrap">
          <Code block style={{ flex: 1, wordBreak: 'break-all' }} aria-label={label}>
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? 'filled' : 'default'}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        {children}
      </Stack>
    </Alert>
  );
}
