import { ActionIcon, Affix, Drawer, Indicator, Tooltip } from '@mantine/core';
import { IconMessageCircleQuestion } from '@tabler/icons-react';
import { useMyConversation } from './api/support-api.ts';
import { closeSupportChat, openSupportChat, useSupportChatOpen } from './chat-drawer.ts';
import { SupportChat } from './components/support-chat.tsx';

/**
 * The floating help button of SPEC 1 on every signed-in page: it opens the support chat
 * (PRODUCT.md 13) in a drawer, and shows how many answers are unread.
 */
export function HelpButton() {
  const opened = useSupportChatOpen();
  const chat = useMyConversation();
  const unread = chat.data?.unread ?? 0;
  return (
    <>
      <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
        <Tooltip label="Support chat" position="left">
          <Indicator
            label={unread > 99 ? '99+' : unread}
            size={20}
            color="red"
            disabled={unread === 0 || opened}
            offset={6}
          >
            <ActionIcon
              size={52}
              radius="xl"
              variant="filled"
              aria-label={
                unread > 0 ? `Help: support chat, ${unread} unread` : 'Help: support chat'
              }
              className="help-button"
              onClick={opened ? closeSupportChat : openSupportChat}
            >
              <IconMessageCircleQuestion size={26} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Affix>
      <SupportChatDrawer />
    </>
  );
}

/** The support chat in a drawer at the right; its content mounts only while it is open. */
export function SupportChatDrawer() {
  const opened = useSupportChatOpen();
  return (
    <Drawer
      opened={opened}
      onClose={closeSupportChat}
      position="right"
      size="md"
      title="Support chat"
      aria-label="Support chat"
    >
      {opened ? <SupportChat height="calc(100vh - 260px)" /> : null}
    </Drawer>
  );
}

/** SPEC 2.6: the page header's support chat button (an optional page action). */
export function SupportChatButton() {
  return (
    <Tooltip label="Support chat">
      <ActionIcon variant="light" size="lg" onClick={openSupportChat} aria-label="Support chat">
        <IconMessageCircleQuestion size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
