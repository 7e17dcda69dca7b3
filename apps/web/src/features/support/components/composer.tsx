import { Button, Group, Textarea } from '@mantine/core';
import { SUPPORT_MESSAGE_MAX } from '@spotlane/shared/schemas/support';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

/** The message box of a support chat: Enter sends, Shift+Enter starts a new line. */
export function Composer({
  onSend,
  pending,
  disabled = false,
  label = 'Message',
  placeholder = 'Write a message…',
}: {
  /** Sends the text; resolves true once it is sent (the box then empties). */
  onSend: (text: string) => Promise<boolean>;
  pending: boolean;
  disabled?: boolean;
  label?: string;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const ready = text.trim().length > 0 && !disabled;
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready || pending) return;
    if (await onSend(text.trim())) setText('');
  };
  return (
    <form onSubmit={send}>
      <Group gap={8} wrap="nowrap" align="flex-end">
        <Textarea
          aria-label={label}
          placeholder={placeholder}
          value={text}
          maxLength={SUPPORT_MESSAGE_MAX}
          autosize
          minRows={1}
          maxRows={5}
          disabled={disabled}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          leftSection={<IconSend size={14} />}
          disabled={!ready}
          loading={pending}
        >
          Send
        </Button>
      </Group>
    </form>
  );
}
