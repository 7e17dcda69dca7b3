import {
  type CompletedUpload,
  type CreateUploadRequest,
  LOGO_MAX_PIXELS,
  UPLOAD_RULES,
  type UploadPurpose,
  type UploadTicket,
} from '@spotlane/shared/schemas/uploads';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { forbidden, notFound, validation } from '../../platform/errors.ts';
import { defineJob } from '../../platform/jobs.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { newObjectKey, type Storage } from '../../platform/storage.ts';

/** How long the link to send the bytes stays valid. */
export const UPLOAD_LINK_SECONDS = 15 * 60;
/** Uploads one user may start per hour. */
export const UPLOADS_PER_HOUR = 60;
/** A pending upload older than this is removed, object and row (PRODUCT.md 11). */
export const STALE_UPLOAD_HOURS = 24;

const TYPE_NAMES: Record<string, string> = {
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
  'image/webp': 'a WebP image',
  'application/pdf': 'a PDF file',
};

const SHARP_FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

type UploadRow = typeof uploads.$inferSelect;

const toCompleted = (row: UploadRow): CompletedUpload => ({
  id: row.id,
  content_type: row.contentType,
  size: row.size,
});

/** POST /api/uploads: a pending upload and the signed link to send its bytes to. */
export async function createUpload(
  ctx: AppContext,
  caller: Caller,
  input: CreateUploadRequest,
): Promise<UploadTicket> {
  if (input.purpose === 'logo' && !effectivePermissions(caller.user).company_update)
    throw forbidden('Only the owner or a user allowed to change the company can upload a logo');
  await hitRateLimits(ctx.db, [
    { key: `uploads:${caller.user.id}`, max: UPLOADS_PER_HOUR, windowSeconds: 3600 },
  ]);
  const key = newObjectKey(input.purpose, caller.account.id);
  const [row] = await ctx.db
    .insert(uploads)
    .values({
      accountId: caller.account.id,
      userId: caller.user.id,
      purpose: input.purpose,
      objectKey: key,
      contentType: input.content_type,
      size: input.size,
    })
    .returning();
  if (!row) throw new Error('the upload was not saved');
  const target = await ctx.storage.uploadUrl(key, {
    contentType: input.content_type,
    maxBytes: input.size,
    expiresInSeconds: UPLOAD_LINK_SECONDS,
  });
  return {
    id: row.id,
    url: target.url,
    method: target.method,
    headers: target.headers,
    expires_at: target.expiresAt.toISOString(),
  };
}

/** The caller's account's upload, or 404 (another account's is never told apart). */
export async function findUpload(db: Db, accountId: number, id: number): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.accountId, accountId)))
    .limit(1);
  if (!row) throw notFound('Upload not found');
  return row;
}

/** Logos are re-encoded in their own format, at most 512x512: nothing hidden survives. */
async function normaliseLogo(bytes: Buffer, contentType: keyof typeof SHARP_FORMATS) {
  const { default: sharp } = await import('sharp');
  return sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(LOGO_MAX_PIXELS, LOGO_MAX_PIXELS, { fit: 'inside', withoutEnlargement: true })
    .toFormat(SHARP_FORMATS[contentType])
    .toBuffer();
}

/**
 * POST /api/uploads/{id}/complete: reads what was stored and checks it (size, the real type
 * by magic bytes) before it can be attached. A failing check deletes the object and the
 * upload and answers 400: nothing is kept.
 */
export async function completeUpload(
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<CompletedUpload> {
  const row = await findUpload(ctx.db, caller.account.id, id);
  if (row.status === 'completed') return toCompleted(row);
  const { storage } = ctx;
  const refuse = async (message: string) => {
    await storage.remove(row.objectKey);
    await ctx.db.delete(uploads).where(eq(uploads.id, row.id));
    return validation('file', message);
  };
  const stored = await storage.size(row.objectKey);
  if (stored === null) throw validation('file', 'Nothing has been uploaded yet');
  const rule = UPLOAD_RULES[row.purpose as UploadPurpose];
  if (stored > row.size) throw await refuse('The file is larger than declared');
  if (stored > rule.maxBytes) throw await refuse(rule.sizeMessage);
  let bytes = await storage.read(row.objectKey);
  if (!bytes) throw validation('file', 'Nothing has been uploaded yet');
  // The memory budget (decision 046): file-type and sharp (with libvips) load with the first upload.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  const allowed = rule.contentTypes as readonly string[];
  if (!detected || !allowed.includes(detected.mime)) throw await refuse(rule.typeMessage);
  if (detected.mime !== row.contentType)
    throw await refuse(`The file is not ${TYPE_NAMES[row.contentType] ?? row.contentType}`);
  if (row.purpose === 'logo') {
    try {
      bytes = await normaliseLogo(bytes, row.contentType as keyof typeof SHARP_FORMATS);
    } catch {
      throw await refuse('The image could not be read');
    }
  }
  // The checked bytes move to a key of their own: the upload link, still valid for a while,
  // can then never replace what was checked.
  const checkedKey = newObjectKey(row.purpose, row.accountId);
  await storage.write(checkedKey, bytes, row.contentType);
  await storage.remove(row.objectKey);
  const [completed] = await ctx.db
    .update(uploads)
    .set({
      status: 'completed',
      objectKey: checkedKey,
      size: bytes.length,
      completedAt: sql`now()`,
    })
    .where(eq(uploads.id, row.id))
    .returning();
  if (!completed) throw notFound('Upload not found');
  return toCompleted(completed);
}

/** Removes uploads never completed within a day: the object first, then the row. */
export async function removeStaleUploads(db: Db, storage: Storage): Promise<number> {
  const stale = await db
    .select({ id: uploads.id, key: uploads.objectKey })
    .from(uploads)
    .where(
      and(
        eq(uploads.status, 'pending'),
        lt(uploads.createdAt, sql`now() - make_interval(hours => ${STALE_UPLOAD_HOURS})`),
      ),
    )
    .limit(500);
  for (const upload of stale) {
    await storage.remove(upload.key);
    await db.delete(uploads).where(eq(uploads.id, upload.id));
  }
  return stale.length;
}

export const staleUploadsJob = defineJob<Record<string, never>>('uploads.remove-stale', {
  maxAttempts: 3,
});
