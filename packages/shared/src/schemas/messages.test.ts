import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { profileRequest } from './users.ts';
import './messages.ts';

describe('messages people read (no raw schema words)', () => {
  it('a plain length check reads as a sentence', () => {
    const result = z.object({ first_name: z.string().max(100) }).safeParse({
      first_name: 'x'.repeat(101),
    });
    expect(result.error?.issues[0]?.message).toBe('Use at most 100 characters');
  });

  it('/settings/user-edit: a too-long name is worded for people', () => {
    const result = profileRequest.safeParse({ first_name: 'x'.repeat(101), last_name: 'Doe' });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).not.toMatch(/Too big|expected|<=/);
  });

  it("keeps a schema's own message", () => {
    const result = z.string().max(2, 'Two letters').safeParse('abc');
    expect(result.error?.issues[0]?.message).toBe('Two letters');
  });
});
