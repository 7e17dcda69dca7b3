import { Box } from '@mantine/core';
import { PageHeader } from './page-header.tsx';
import { NoAccessState } from './states.tsx';

/** The whole page of a route the teammate's permissions do not open (its own small chunk). */
export default function NoAccessPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} showTools={false} />
      <Box p={{ base: 'md', sm: 'xl' }}>
        <NoAccessState />
      </Box>
    </>
  );
}
