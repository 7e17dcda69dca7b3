import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { server } from './msw.ts';
import { renderWithApp } from './render.tsx';

/** Renders `page` while GET `path` answers 500, and expects the page to say so in an alert. */
export async function expectAlertWhenLoadFails(path: string, page: ReactElement): Promise<void> {
  server.use(http.get(`*${path}`, () => HttpResponse.json({}, { status: 500 })));
  renderWithApp(page);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
}
