import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { LOGO_LINK_SECONDS } from '@spotlane/shared/schemas/uploads';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { uploads } from '../db/schema.ts';
import { forbidden } from './errors.ts';
import { sameSecret } from './secrets.ts';

/**
 * Where uploaded files live (PRODUCT.md 11), behind one interface: files under
 * DATA_DIR/uploads served through HMAC-signed links of the API itself, or any S3-compatible
 * store through its own presigned links. Callers never see which.
 */
export interface SignedLink {
  url: string;
  expiresAt: Date;
}

export interface UploadTarget extends SignedLink {
  method: 'PUT';
  /** Headers the sender must send with the bytes (the signature covers them). */
  headers: Record<string, string>;
}

export interface LinkOptions {
  contentType: string;
  expiresInSeconds: number;
  /** When the link counts from (default now); tests sign links that are already expired. */
  signedAt?: Date;
}

export interface DownloadOptions extends LinkOptions {
  /** `attachment` makes a browser save the file instead of showing it. */
  disposition?: { type: 'inline' | 'attachment'; fileName?: string };
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** The origin of links that are not the app's own (for the Content-Security-Policy). */
  readonly externalOrigin: string | null;
  uploadUrl(key: string, options: LinkOptions & { maxBytes: number }): Promise<UploadTarget>;
  downloadUrl(key: string, options: DownloadOptions): Promise<SignedLink>;
  /** The stored object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  read(key: string): Promise<Buffer | null>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Object keys are ours alone: `<purpose>/<account id>/<random>`; nothing else is served. */
export const OBJECT_KEY = /^(logo|document)\/[0-9]{1,10}\/[A-Za-z0-9_-]{16,64}$/;

export function newObjectKey(purpose: string, accountId: number): string {
  return `${purpose}/${accountId}/${randomBytes(18).toString('base64url')}`;
}

function expiry(options: LinkOptions): Date {
  return new Date((options.signedAt ?? new Date()).getTime() + options.expiresInSeconds * 1000);
}

function contentDisposition(disposition: DownloadOptions['disposition']): string | undefined {
  if (!disposition) return undefined;
  const name = disposition.fileName?.replace(/[^A-Za-z0-9._-]/g, '_');
  return name ? `${disposition.type}; filename="${name}"` : disposition.type;
}

/** The public prefix of the embedded store's links. */
export const LOCAL_STORAGE_PREFIX = '/api/storage/';

/** What a verified link of the embedded store allows. */
export interface LocalGrant {
  contentType: string;
  /** PUT only: the declared size, the most the link accepts. */
  maxBytes: number | null;
  disposition: string | null;
}

const LINK_FIELDS = ['Content-Type', 'Max-Size', 'Disposition', 'Expires'] as const;

/** The embedded default: files under DATA_DIR/uploads, links signed with a key of the app's. */
export class LocalStorage implements Storage {
  readonly kind = 'local';
  readonly externalOrigin = null;
  private readonly root: string;

  constructor(
    dataDir: string,
    private readonly secret: Buffer,
  ) {
    this.root = join(dataDir, 'uploads');
  }

  private path(key: string): string {
    if (!OBJECT_KEY.test(key)) throw new Error(`not an object key: ${key}`);
    return join(this.root, key);
  }

  private sign(method: string, key: string, fields: Record<string, string>): string {
    const text = [method, key, ...LINK_FIELDS.map((name) => fields[name] ?? '')].join('\n');
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  private link(method: 'GET' | 'PUT', key: string, fields: Record<string, string>): string {
    const query = new URLSearchParams(fields);
    query.set('Signature', this.sign(method, key, fields));
    return `${LOCAL_STORAGE_PREFIX}${key}?${query}`;
  }

  async uploadUrl(key: string, options: LinkOptions & { maxBytes: number }) {
    const expiresAt = expiry(options);
    const url = this.link('PUT', key, {
      'Content-Type': options.contentType,
      'Max-Size': String(options.maxBytes),
      Expires: String(Math.floor(expiresAt.getTime() / 1000)),
    });
    return {
      url,
      expiresAt,
      method: 'PUT' as const,
      headers: { 'Content-Type': options.contentType },
    };
  }

  async downloadUrl(key: string, options: DownloadOptions) {
    const expiresAt = expiry(options);
    const disposition = contentDisposition(options.disposition);
    const url = this.link('GET', key, {
      'Content-Type': options.contentType,
      ...(disposition ? { Disposition: disposition } : {}),
      Expires: String(Math.floor(expiresAt.getTime() / 1000)),
    });
    return { url, expiresAt };
  }

  /**
   * Checks a link of ours: its signature covers the method, the key and every field, and it
   * has not expired. Anything else is 403 with the PRODUCT.md 6 body.
   */
  verify(method: 'GET' | 'PUT', key: string, query: Record<string, unknown>): LocalGrant {
    const text = (name: string) =>
      typeof query[name] === 'string' ? (query[name] as string) : undefined;
    const fields: Record<string, string> = {};
    for (const name of LINK_FIELDS) {
      const value = text(name);
      if (value !== undefined) fields[name] = value;
    }
    const signature = text('Signature');
    if (
      !OBJECT_KEY.test(key) ||
      !signature ||
      !sameSecret(signature, this.sign(method, key, fields))
    )
      throw forbidden('This link is not valid');
    const expires = Number(fields.Expires);
    if (!Number.isFinite(expires) || expires * 1000 < Date.now())
      throw forbidden('This link has expired');
    return {
      contentType: fields['Content-Type'] ?? 'application/octet-stream',
      maxBytes: fields['Max-Size'] === undefined ? null : Number(fields['Max-Size']),
      disposition: fields.Disposition ?? null,
    };
  }

  /** The file's path for the routes that stream it (after verify). */
  filePath(key: string): string {
    return this.path(key);
  }

  async size(key: string) {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  async read(key: string) {
    try {
      return await readFile(this.path(key));
    } catch {
      return null;
    }
  }

  /** The content type travels in each download link, so the file alone is kept. */
  async write(key: string, body: Buffer, _contentType?: string) {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async remove(key: string) {
    await rm(this.path(key), { force: true });
  }
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * The memory budget (decision 046): the AWS SDK (~6 MiB of heap) is loaded only by a server whose
 * storage is S3, when it creates its S3Storage; synchronously, as createStorage is.
 */
function awsSdk() {
  const load = createRequire(import.meta.url);
  const { S3Client, PutObjectCommand, GetObjectCommand, HeadObjectCommand, DeleteObjectCommand } =
    load('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
  const { getSignedUrl } = load(
    '@aws-sdk/s3-request-presigner',
  ) as typeof import('@aws-sdk/s3-request-presigner');
  return {
    S3Client,
    PutObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    DeleteObjectCommand,
    getSignedUrl,
  };
}

/** AWS S3, MinIO, Cloudflare R2 and the like: real presigned PUT and GET links. */
export class S3Storage implements Storage {
  readonly kind = 's3';
  readonly externalOrigin: string;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly sdk = awsSdk();

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.externalOrigin = new URL(settings.endpoint).origin;
    this.client = new this.sdk.S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      // MinIO-like stores answer on one host with the bucket in the path.
      forcePathStyle: true,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // Checksums only where S3 requires them: most S3-compatible stores reject the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async uploadUrl(key: string, options: LinkOptions & { maxBytes: number }) {
    const command = new this.sdk.PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: options.contentType,
    });
    const url = await this.sdk.getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      ...(options.signedAt ? { signingDate: options.signedAt } : {}),
    });
    return {
      url,
      expiresAt: expiry(options),
      method: 'PUT' as const,
      headers: { 'Content-Type': options.contentType },
    };
  }

  async downloadUrl(key: string, options: DownloadOptions) {
    const command = new this.sdk.GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: options.contentType,
      ResponseContentDisposition: contentDisposition(options.disposition),
    });
    const url = await this.sdk.getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      ...(options.signedAt ? { signingDate: options.signedAt } : {}),
    });
    return { url, expiresAt: expiry(options) };
  }

  async size(key: string) {
    try {
      const head = await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string) {
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      const bytes = await object.Body?.transformToByteArray();
      return bytes ? Buffer.from(bytes) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async write(key: string, body: Buffer, contentType: string) {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async remove(key: string) {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey';
}

/**
 * The key that signs the embedded store's links: derived from SESSION_SECRET (never the secret
 * itself), or random per process when there is none (links then end with the process).
 */
function signingKey(config: Config): Buffer {
  if (!config.SESSION_SECRET) return randomBytes(32);
  return createHmac('sha256', config.SESSION_SECRET).update('spotlane storage links v1').digest();
}

export function createStorage(config: Config): Storage {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (S3_ENDPOINT && S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return new S3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalStorage(config.DATA_DIR, signingKey(config));
}

/** A logo as the answers carry it: a link valid 15 minutes and its expiry, or both null. */
export interface LogoLink {
  logo: string | null;
  logo_expires_at: string | null;
}

/** Signs a link to the account's logo (PRODUCT.md 11), or answers nulls when it has none. */
export async function accountLogo(
  db: DbOrTx,
  storage: Storage,
  logoUploadId: number | null,
): Promise<LogoLink> {
  if (logoUploadId === null) return { logo: null, logo_expires_at: null };
  const [upload] = await db
    .select({ key: uploads.objectKey, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.id, logoUploadId), eq(uploads.status, 'completed')))
    .limit(1);
  if (!upload) return { logo: null, logo_expires_at: null };
  const link = await storage.downloadUrl(upload.key, {
    contentType: upload.contentType,
    expiresInSeconds: LOGO_LINK_SECONDS,
    disposition: { type: 'inline' },
  });
  return { logo: link.url, logo_expires_at: link.expiresAt.toISOString() };
}
