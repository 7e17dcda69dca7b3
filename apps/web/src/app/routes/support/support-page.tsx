import { Container, Stack } from '@mantine/core';
import { useMyConversation } from '../../../features/support/api/support-api.ts';
import { ContactForm } from '../../../features/support/components/contact-form.tsx';
import { SupportChat } from '../../../features/support/components/support-chat.tsx';
import { SupportInbox } from '../../../features/support/components/support-inbox.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useShell } from '../../../ui/shell-context.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

/**
 * /support (PRODUCT.md 13): agents get the inbox, a signed-in user their chat with the team,
 * a visitor the contact form.
 */
export default function SupportPage() {
  const shell = useShell();
  return shell ? <SignedInSupport /> : <VisitorSupport />;
}

function VisitorSupport() {
  return (
    <>
      <PageHeader title="Support" showTools={false} />
      <Container size="sm" pb="xl">
        <ContactForm />
      </Container>
    </>
  );
}

function SignedInSupport() {
  const { user } = useSession();
  const chat = useMyConversation();
  if (chat.isError && isApiError(chat.error) && chat.error.status === 401)
    return <VisitorSupport />;
  const agent = chat.data?.agent === true;
  return (
    <>
      <PageHeader title={agent ? 'Support inbox' : 'Support'} showTools={false} />
      {chat.isPending ? (
        <LoadingState label="Loading support…" />
      ) : chat.isError ? (
        <ErrorState error={chat.error} onRetry={() => chat.refetch()} />
      ) : agent ? (
        <SupportInbox agentId={user?.id ?? null} />
      ) : (
        <Container size="sm" pb="xl">
          <Stack>
            <SupportChat height={420} />
          </Stack>
        </Container>
      )}
    </>
  );
}
