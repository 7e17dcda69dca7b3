import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useProfile } from '../../../features/account/api/get-profile.ts';
import { ProfileForm } from '../../../features/account/components/profile-form.tsx';
import { useOtpConfirmed } from '../../../lib/device-storage.ts';
import { otpPending, useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

/** /settings/user-edit: any signed-in user edits their name and phone; the owner the company. */
export default function UserEditPage() {
  const { guardUser } = useSession();
  const otpConfirmed = useOtpConfirmed();
  const signedIn = Boolean(guardUser) && !(guardUser && otpPending(guardUser, otpConfirmed));

  let body: ReactNode;
  if (!signedIn) {
    body = (
      <EmptyState title="Sign in to edit your profile" link={{ to: '/', label: 'Sign in' }}>
        Your name, phone and company details can be changed here once you are signed in.
      </EmptyState>
    );
  } else {
    body = <ProfileBody />;
  }

  return (
    <>
      <PageHeader title="Edit Profile" showTools={false} />
      <Container size="md">{body}</Container>
    </>
  );
}

function ProfileBody() {
  const profile = useProfile();
  if (profile.isPending) return <LoadingState label="Loading your profile…" />;
  if (profile.isError)
    return <ErrorState error={profile.error} onRetry={() => profile.refetch()} />;
  return <ProfileForm profile={profile.data} />;
}
