import { describe, expect, it } from 'vitest';
import { SHELL_MODULE, signedInIndexHtml } from './web-shell.ts';

const html =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

describe('the index.html of a request with a session cookie (the first-load budget)', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      imports: ['_query.js'],
      css: ['assets/index-1.css'],
    },
    '_query.js': { file: 'assets/query-1.js' },
    [SHELL_MODULE]: {
      file: 'assets/shell-1.js',
      imports: ['_query.js', '_common.js', 'index.html'],
      css: ['assets/shell-1.css'],
    },
    '_common.js': { file: 'assets/common-1.js', imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-1.js', css: ['assets/vendor-1.css'] },
  };

  it('preloads the shell graph, styles first, nothing the entry loads', () => {
    const page = signedInIndexHtml(html, manifest);
    expect(page).toContain('<html lang="en">');
    const links = [...(page ?? '').matchAll(/<link [^>]*href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual([
      '/assets/shell-1.css',
      '/assets/vendor-1.css',
      '/assets/shell-1.js',
      '/assets/common-1.js',
      '/assets/vendor-1.js',
    ]);
    expect(page?.indexOf('/assets/vendor-1.js')).toBeLessThan(page?.indexOf('</head>') ?? 0);
  });

  it('finds the shell inside the shared chunk it was bundled into (.vite/module-chunks.json)', () => {
    const bundled = {
      'index.html': manifest['index.html'],
      '_query.js': manifest['_query.js'],
      '_signed-in-common.js': {
        file: 'assets/signed-in-common-1.js',
        imports: ['_query.js', '_vendor.js', 'index.html'],
        css: ['assets/signed-in-common-1.css'],
      },
      '_vendor.js': manifest['_vendor.js'],
    };
    const page = signedInIndexHtml(html, bundled, {
      [SHELL_MODULE]: 'assets/signed-in-common-1.js',
    });
    const links = [...(page ?? '').matchAll(/<link [^>]*href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual([
      '/assets/signed-in-common-1.css',
      '/assets/vendor-1.css',
      '/assets/signed-in-common-1.js',
      '/assets/vendor-1.js',
    ]);
    // Without the map the shell is nowhere: no preload links rather than wrong ones.
    expect(signedInIndexHtml(html, bundled)).toBeNull();
  });

  it('gives up (null) on a build without the shell or without a head', () => {
    expect(signedInIndexHtml(html, { 'index.html': manifest['index.html'] })).toBeNull();
    expect(signedInIndexHtml('<p>no head</p>', manifest)).toBeNull();
  });
});
