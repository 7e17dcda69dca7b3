import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves after the current task, not in its microtasks', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    await new Promise((resolve) => queueMicrotask(() => resolve(order.push('later microtask'))));
    expect(order).toEqual(['microtask', 'later microtask']);
    await waited;
    expect(order).toEqual(['microtask', 'later microtask', 'next task']);
  });
});
