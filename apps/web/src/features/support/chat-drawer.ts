import { createFlag, useFlag } from '../../lib/flag-store.ts';

/** Whether the support chat drawer is open: the help button and header buttons share it. */
const drawer = createFlag(false);

export const openSupportChat = () => drawer.set(true);
export const closeSupportChat = () => drawer.set(false);
export const useSupportChatOpen = () => useFlag(drawer);
