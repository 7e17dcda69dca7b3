import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerErrors, serverErrors } from './form-errors.ts';

const answer = new ApiError(400, [
  { code: 'ValidationError', field: 'stops[0].zip', message: 'Enter a 5-digit ZIP' },
  { code: 'ValidationError', field: 'name', message: 'Name is required' },
  { code: 'ValidationError', field: 'name', message: 'Name is too long' },
  { code: 'ValidationError', field: 'secret', message: 'Not on this form' },
  { code: 'Conflict', message: 'The load changed meanwhile' },
]);

describe('the server’s errors on a form', () => {
  it('keeps the first message of each field the form shows and joins the rest', () => {
    expect(
      serverErrors(answer, ['name', 'stops.0.zip'], {
        fieldOf: (field) => field.replace(/\[(\d+)\]/g, '.$1'),
      }),
    ).toEqual({
      fields: { 'stops.0.zip': 'Enter a 5-digit ZIP', name: 'Name is required' },
      message: 'Not on this form The load changed meanwhile',
    });
    expect(serverErrors(new Error('offline'), ['name'])).toEqual({
      fields: {},
      message: 'offline',
    });
  });

  it('sets the fields of a react-hook-form form, focusing the first, and answers the rest', () => {
    const setError = vi.fn();
    const rest = applyServerErrors(answer, setError, (path) => path === 'name');
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'Name is required' },
      { shouldFocus: true },
    );
    expect(rest).toBe('Enter a 5-digit ZIP Not on this form The load changed meanwhile');
  });
});
