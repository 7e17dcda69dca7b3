import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_ANSWERS_ID, type FirstAnswers } from '@spotlane/shared/domain/first-answers';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed-in shell's module in the web build manifest (apps/web/src/app/shell). */
export const SHELL_MODULE = 'src/app/shell/signed-in-shell.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** .vite/module-chunks.json: the chunk file of each module bundled into a shared chunk. */
type ModuleChunks = Record<string, string>;

/**
 * The manifest entry of a module: its own, or that of the shared chunk it was bundled into
 * (the shell and the landing lists sit in the signed-in chunk, apps/web/vite.config.ts).
 * Undefined when neither exists.
 */
function manifestKeyOf(
  manifest: Manifest,
  moduleChunks: ModuleChunks,
  module: string,
): string | undefined {
  if (manifest[module]) return module;
  const file = moduleChunks[module];
  return file ? Object.keys(manifest).find((key) => manifest[key]?.file === file) : undefined;
}

/** The files (JavaScript and CSS) a manifest entry loads, its static imports included. */
function filesOf(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * index.html for a request that carries a session cookie (the first-load budget, decision 029): the page
 * asks the browser to fetch the signed-in shell's chunks (its scripts and styles) while the
 * entry script downloads, instead of after GET /api/auth/me has answered (who is signed in
 * travels in the page itself: `withFirstAnswers`). The cookie is not checked here: a stale
 * one costs a few preloaded files, then the sign-in page.
 * Null when the build has no manifest or no shell chunk.
 */
export function signedInIndexHtml(
  html: string,
  manifest: Manifest,
  moduleChunks: ModuleChunks = {},
): string | null {
  const shell = manifestKeyOf(manifest, moduleChunks, SHELL_MODULE);
  if (!shell || !manifest['index.html']) return null;
  const loaded = filesOf(manifest, 'index.html');
  const links = [...filesOf(manifest, shell)]
    .filter((file) => !loaded.has(file))
    .sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
  if (!html.includes('</head>')) return null;
  return html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
}

export interface SignedInIndex {
  plain: string;
  br: Buffer;
  gzip: Buffer;
}

/** Reads the built index.html and manifest once and prepares the signed-in variant. */
export function loadSignedInIndex(webDist: string): SignedInIndex | null {
  const manifestPath = resolve(webDist, '.vite/manifest.json');
  const htmlPath = resolve(webDist, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(htmlPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const chunksPath = resolve(webDist, '.vite/module-chunks.json');
  const moduleChunks = existsSync(chunksPath)
    ? (JSON.parse(readFileSync(chunksPath, 'utf8')) as ModuleChunks)
    : {};
  const plain = signedInIndexHtml(readFileSync(htmlPath, 'utf8'), manifest, moduleChunks);
  if (!plain) return null;
  return {
    plain,
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(plain, { level: 9 }),
  };
}

/**
 * The first answers as a JSON data block before `</head>`. A data block is never run, so the
 * Content-Security-Policy's `script-src 'self'` stands; `<`, `>`, `&` and the line separators
 * are escaped so no text of an answer (a company name, an e-mail) can close the element.
 */
export function withFirstAnswers(html: string, answers: FirstAnswers): string {
  const json = JSON.stringify(answers).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const block = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
  return html.replace('</head>', () => `  ${block}\n  </head>`);
}

/**
 * Sends the signed-in index.html, compressed the way the client accepts. With first answers
 * the page is the caller's own: compressed for this answer and never stored by a cache.
 */
export function sendSignedInIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  index: SignedInIndex,
  answers?: FirstAnswers,
): FastifyReply {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', answers ? 'private, no-store' : 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie');
  if (answers) {
    const plain = withFirstAnswers(index.plain, answers);
    if (/\bbr\b/.test(accepts))
      return reply
        .header('content-encoding', 'br')
        .send(brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (/\bgzip\b/.test(accepts))
      return reply.header('content-encoding', 'gzip').send(gzipSync(plain));
    return reply.send(plain);
  }
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(index.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(index.gzip);
  return reply.send(index.plain);
}
