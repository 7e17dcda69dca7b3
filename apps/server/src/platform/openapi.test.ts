import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../test/harness.ts';
import { runNode } from '../../test/run-node.ts';
import { derivedOperationId, OPERATION_IDS, OPERATION_SUMMARIES } from './openapi.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
};

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('/api/docs: a document a developer can work from', () => {
  const ctx = fileTestContext();

  async function served(): Promise<Document> {
    const response = await ctx.client().get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    return response.body as Document;
  }

  it('gives every operation a summary, a unique operationId, a tag, its error answers and its security', async () => {
    const doc = await served();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        op,
      })),
    );
    expect(operations.length).toBeGreaterThan(80);
    const operationIds = new Map<string, string>();
    for (const { key, op } of operations) {
      // A summary written down for this very operation (undefined on both sides is no summary).
      expect(OPERATION_SUMMARIES[key], `${key} has a summary`).toEqual(expect.any(String));
      expect(op.summary, key).toBe(OPERATION_SUMMARIES[key]);
      // PRODUCT.md 22: a unique camelCase operationId, the method name of a generated client.
      expect(op.operationId, key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(
        operationIds.get(op.operationId as string),
        `${key}: ${op.operationId}`,
      ).toBeUndefined();
      operationIds.set(op.operationId as string, key);
      expect(op.tags?.length, key).toBeGreaterThan(0);
      const errorAnswer = op.responses?.['400']?.content?.['application/json']?.schema;
      expect(errorAnswer, `${key} documents the error body`).toMatchObject({
        properties: { errors: { type: 'array' } },
      });
      expect(op.security, key).toBeDefined();
      if ((op.security ?? []).length > 0) {
        expect(op.security, key).toContainEqual({ bearer: [] });
        expect(op.responses?.['401'], key).toBeDefined();
      }
    }
    // Every summary written down names an operation that exists.
    const keys = new Set(operations.map(({ key }) => key));
    expect(Object.keys(OPERATION_SUMMARIES).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(OPERATION_IDS).filter((key) => !keys.has(key))).toEqual([]);
    expect(doc.paths['/api/loads']?.post?.operationId).toBe('createLoad');
    expect(doc.paths['/api/loads']?.post?.security).toContainEqual({ session: [], xsrf: [] });
    expect(doc.paths['/api/auth/login']?.post?.security).toEqual([]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('names an operation missing from OPERATION_IDS after its method and path, in camelCase', () => {
    expect(derivedOperationId('POST', '/api/loads/{id}/copy')).toBe('postLoadsIdCopy');
    expect(derivedOperationId('GET', '/api/analytics/cost.csv')).toBe('getAnalyticsCostCsv');
    expect(derivedOperationId('GET', '/healthz')).toBe('getHealthz');
  });

  it('explains tokens and webhook signatures with a verification example', async () => {
    const { info } = await served();
    expect(info.description).toContain('Authorization: Bearer <token>');
    expect(info.description).toContain('Spotlane-Signature: t=<unix seconds>,v1=');
    expect(info.description).toContain("createHmac('sha256', secret)");
  });

  it('generates a TypeScript client that a small program type-checks against', async () => {
    const doc = await served();
    const generated = join(serverRoot, 'api-client/generated/spotlane.ts');
    mkdirSync(dirname(generated), { recursive: true });
    writeFileSync(generated, astToString(await openapiTS(doc as never)));
    const tsc = await runNode([tscPath(), '-p', join(serverRoot, 'api-client/tsconfig.json')]);
    expect(tsc.stdout + tsc.stderr, 'tsc output').toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);
});

/** The TypeScript compiler of the workspace. */
function tscPath(): string {
  return resolve(serverRoot, '../../node_modules/typescript/bin/tsc');
}
