import { Drawer } from '@mantine/core';
import { closeSupportChat, useSupportChatOpen } from '../chat-drawer.ts';
import { SupportChat } from './support-chat.tsx';

/** The support chat in a drawer at the right (loaded with the help button's first click). */
export default function SupportChatDrawer() {
  const opened = useSupportChatOpen();
  return (
    <Drawer
      opened={opened}
      onClose={closeSupportChat}
      position="right"
      size="md"
      title="Support chat"
    >
      <SupportChat height="calc(100vh - 260px)" />
    </Drawer>
  );
}
