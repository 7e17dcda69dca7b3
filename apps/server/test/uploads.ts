import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestClient } from './harness.ts';

/** A folder of the test's own for DATA_DIR or an S3 server's files. */
export const scratchDir = (prefix: string) => mkdtemp(join(tmpdir(), `spotlane-${prefix}-`));

/** A real image of `width` x `height` in the given format. */
export function image(format: 'png' | 'jpeg' | 'webp', width = 900, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: '#2d6cdf' } })
    .toFormat(format)
    .toBuffer();
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export interface Ticket {
  id: number;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_at: string;
}

/** POST /api/uploads, expected to be accepted. */
export async function startUpload(
  client: TestClient,
  body: { purpose: 'logo' | 'document'; content_type: string; size: number },
): Promise<Ticket> {
  const response = await client.post('/api/uploads', body);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body as Ticket;
}

/** A logo upload of `size` bytes declared as `contentType`, expected to be accepted. */
export const startLogo = (client: TestClient, contentType: string, size: number) =>
  startUpload(client, { purpose: 'logo', content_type: contentType, size });

/** The PRODUCT.md 6 body with this status and a message matching `message`. */
export function expectRefusal(
  response: { statusCode: number; body: unknown },
  status: number,
  message: RegExp,
) {
  expect(response.statusCode, JSON.stringify(response.body)).toBe(status);
  const errors = (response.body as { errors: Array<{ message: string }> }).errors;
  expect(errors[0]?.message).toMatch(message);
}
