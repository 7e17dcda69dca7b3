import { loginResponse } from '@spotlane/shared/schemas/auth';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/fixtures.ts';
import { apiError, route } from '../../../testing/msw.ts';
import { currentLocation, renderWithApp } from '../../../testing/render.tsx';
import LoginPage from './login-page.tsx';

const email = () => screen.getByLabelText('E-mail');
const password = () => screen.getByLabelText('Password', { selector: 'input' });

/** The first-load budget: the plain sign-in form says and does what the schema form did. */
describe('the sign-in form without zod or react-hook-form', () => {
  it("checks loginRequest's rules on submit, focuses the first bad field, then checks as you type", async () => {
    const post = route('post', '/api/auth/login', loginResponse, {
      user: makeUser(),
      otp_required: false,
    });
    const { user } = renderWithApp(<LoginPage />, { path: '/' });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(post.calls).toHaveLength(0);

    await user.type(email(), 'ann@');
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    await user.type(email(), 'example.com ');
    expect(screen.queryByText('Enter a valid e-mail address')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(password(), 'secret words');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(post.calls).toHaveLength(1));
    expect(post.lastBody()).toEqual({
      email: 'ann@example.com',
      password: 'secret words',
      remember_me: true,
    });
  });

  it("puts the server's field errors next to their inputs and the rest above the form", async () => {
    let answer = apiError(401, 'Unauthenticated', 'Invalid e-mail or password');
    route('post', '/api/auth/login', loginResponse, () => answer);
    const { user } = renderWithApp(<LoginPage />, { path: '/' });
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password');

    answer = apiError(400, 'ValidationError', 'Password is too long', 'password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password is too long')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(password()).toHaveFocus();
    expect(currentLocation()).toBe('/');
  });

  it('goes to the one-time code page when the server owes one', async () => {
    route('post', '/api/auth/login', loginResponse, { user: makeUser(), otp_required: true });
    const { user } = renderWithApp(<LoginPage />, { path: '/' });
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentLocation()).toBe('/authentication'));
  });
});
