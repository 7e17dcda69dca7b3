#!/usr/bin/env node
// `npm run dev`: the API with reload on :3000 and Vite on :5173 (which proxies /api to it).
// Output is prefixed per process; Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const processes = [
  { name: 'api', color: 36, args: ['run', 'dev', '-w', '@spotlane/server'] },
  { name: 'web', color: 35, args: ['run', 'dev', '-w', '@spotlane/web'] },
];

let stopping = false;
const children = processes.map(({ name, color, args }) => {
  const child = spawn('npm', args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[${color}m[${name}]\x1b[0m `;
  const forward = (stream, target) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) target.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && target.write(`${prefix}${rest}\n`));
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}exited (${signal ?? code}); stopping the other process`);
    stop(code ?? 1);
  });
  return child;
});

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
