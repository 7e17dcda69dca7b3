import { execFile } from 'node:child_process';

export interface NodeRun {
  /** The exit status; null when the process was killed (its timeout). */
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a Node.js script in a child process and answers how it ended. Asynchronous on purpose: a
 * test worker whose event loop a synchronous child holds for long on a busy machine misses
 * Vitest's own RPC deadline and fails the run with an unhandled "Timeout calling onTaskUpdate".
 */
export function runNode(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {},
): Promise<NodeRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { ...options, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = (error as { code?: unknown } | null)?.code;
        resolve({
          status: error ? (typeof code === 'number' ? code : null) : 0,
          stdout,
          stderr,
        });
      },
    );
  });
}
