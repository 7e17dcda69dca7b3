import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import RegisterSuccessPage from './register-success-page.tsx';

describe('/register-success opened directly', () => {
  it('speaks to no shipper or carrier by assumption', () => {
    renderWithApp(<RegisterSuccessPage />);
    expect(screen.getByText('Your account is ready.')).toBeInTheDocument();
    expect(screen.getByText('Sign in to get started.')).toBeInTheDocument();
    expect(screen.queryByText(/companies you ship between/)).toBeNull();
  });
});
