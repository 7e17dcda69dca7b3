import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
const root = '/work/main';
const port = 4719, base = `http://127.0.0.1:${port}`;
const { DATABASE_URL: _i, ...env } = process.env;
const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env: { ...env, NODE_ENV: 'production', MAIL_TRANSPORT: 'log', SESSION_SECRET: 'lighthouse-secret-value-long-enough', PORT: String(port), HOST: '127.0.0.1', APP_URL: base, DATA_DIR: mkdtempSync(join(tmpdir(), 'prof-')), SEED_DEMO: 'true', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  for (let i = 0; i < 240; i++) { try { if ((await fetch(`${base}/readyz`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 250)); }
  const [email, path] = process.argv.slice(2);
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email, password: 'Spotlane-demo-2026' }) });
  const cookies = res.headers.getSetCookie().map(c => { const [nv] = c.split(';'); const [name, ...v] = nv.split('='); return { name, value: v.join('='), url: base }; });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await ctx.addCookies(cookies);
  const page = await ctx.newPage();
  // warm (cache) run
  await page.goto(base + path); await page.waitForLoadState('networkidle');
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(base + path); await page.waitForLoadState('networkidle');
  console.log('load ms', Date.now() - t0);
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map(); const byUrl = new Map();
  const dt = profile.timeDeltas; const counts = new Map();
  for (let i = 0; i < profile.samples.length; i++) counts.set(profile.samples[i], (counts.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
  for (const n of profile.nodes) { const t = (counts.get(n.id) ?? 0) / 1000; const cf = n.callFrame; const k = `${cf.functionName || "(anon)"} ${cf.url.split("/").pop()}:${cf.lineNumber}:${cf.columnNumber}`; self.set(k, (self.get(k) ?? 0) + t); const u = cf.url.split('/').pop() || cf.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + t); }
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join('\n'));
  console.log('---');
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join('\n'));
  console.log(await page.evaluate(() => [...document.querySelectorAll('[data-position]')].map((e) => `${e.className.slice(0, 80)} | ${e.getAttribute('data-position')} | ${(e.textContent ?? '').slice(0, 40)}`).join('\n')));
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const { SourceMapConsumer } = await import('/work/main/node_modules/source-map-js/source-map.js');
  const maps = new Map(); const fs = await import('node:fs');
  const where = (cf) => { const f = cf.url.split('/').pop(); if (!f.endsWith('.js')) return cf.functionName; if (!maps.has(f)) maps.set(f, new SourceMapConsumer(JSON.parse(fs.readFileSync('/work/main/apps/web/dist/assets/' + f + '.map', 'utf8')))); const o = maps.get(f).originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); return `${o.name ?? cf.functionName} ${(o.source ?? '').replace(/.*node_modules\//, '').replace(/.*src\//, 'src/')}:${o.line}`; };
  const hot = profile.nodes.filter(n => n.callFrame.functionName === process.argv[4]).sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0)).slice(0, 4);
  for (const n of hot) { console.log('== stack', ((counts.get(n.id) ?? 0) / 1000).toFixed(1)); let p = n; for (let i = 0; i < 28 && p; i++) { console.log('   ', where(p.callFrame)); p = parent.get(p.id); } }
  await browser.close();
} finally { server.kill(); }
