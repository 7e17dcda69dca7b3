import { Button, Container } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { Link } from 'react-router';
import { PageHeader } from './page-header.tsx';
import { useShell } from './shell-context.tsx';
import { ComingSoon } from './states.tsx';

/** A page whose content is a later issue: its header and an honest panel. */
export default function ComingSoonPage({ title, message }: { title: string; message: string }) {
  const shell = useShell();
  const home =
    shell?.role === 'carrier' ? paths.spotQuotes : shell ? paths.shipments : paths.signIn;
  return (
    <>
      <PageHeader title={title} />
      <Container size="md">
        <ComingSoon
          message={message}
          action={
            <Button component={Link} to={home} variant="light" mt="sm">
              {shell ? 'Back to Shipments' : 'Go to sign in'}
            </Button>
          }
        />
      </Container>
    </>
  );
}
