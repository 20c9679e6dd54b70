// The one long-lived Deno process that runs the Edge Functions (./host.ts): started on first use,
// restarted after it dies, stopped with the stand-in.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface HostOptions {
  projectRoot: string;
  /** Where the merged import map is written. */
  workDir: string;
  env: Record<string, string>;
}

const HOST_FILE = fileURLToPath(new URL('./host.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;
/** After SIGTERM, how long the host may take before it is killed. */
const STOP_TIMEOUT_MS = 5_000;

/** One import map for all functions: the union of each function's deno.json "imports". */
function writeImportMap(functionsDir: string, workDir: string): string {
  const imports: Record<string, string> = {};
  for (const entry of readdirSync(functionsDir, { withFileTypes: true })) {
    const file = join(functionsDir, entry.name, 'deno.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const config = JSON.parse(readFileSync(file, 'utf8')) as { imports?: Record<string, string> };
    for (const [name, target] of Object.entries(config.imports ?? {})) {
      if (imports[name] && imports[name] !== target) {
        console.warn(
          `[functions] ${entry.name}/deno.json maps ${name} differently; using ${imports[name]}`,
        );
        continue;
      }
      imports[name] = target;
    }
  }
  mkdirSync(workDir, { recursive: true });
  const path = join(workDir, 'import_map.json');
  writeFileSync(path, JSON.stringify({ imports }, null, 2));
  return path;
}

function denoBinary(projectRoot: string): string {
  const local = join(projectRoot, 'node_modules', '.bin', 'deno');
  return existsSync(local) ? local : 'deno';
}

export class FunctionsHost {
  private child: ChildProcess | undefined;
  private port: Promise<number> | undefined;
  private stopped = false;

  constructor(private readonly options: HostOptions) {}

  /** The host's loopback port, starting the process when it is not running. */
  url(): Promise<string> {
    if (this.stopped) return Promise.reject(new Error('The functions host is stopped'));
    this.port ??= this.start();
    return this.port.then((port) => `http://127.0.0.1:${port}`);
  }

  private start(): Promise<number> {
    const { projectRoot, workDir, env } = this.options;
    const functionsDir = join(projectRoot, 'supabase', 'functions');
    const importMap = writeImportMap(functionsDir, workDir);
    const child = spawn(
      denoBinary(projectRoot),
      [
        'run',
        '--node-modules-dir=manual',
        `--import-map=${importMap}`,
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--allow-sys',
        '--no-prompt',
        // The functions do not use request.signal; this only silences Deno's warning about it.
        '--unstable-no-legacy-abort',
        HOST_FILE,
      ],
      {
        cwd: projectRoot,
        env: { ...process.env, ...env, STANDIN_FUNCTIONS_DIR: functionsDir, NO_COLOR: '1' },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    this.child = child;

    const ready = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Deno did not start in time')),
        START_TIMEOUT_MS,
      );
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      lines.on('line', (line) => {
        const port = line.startsWith('{"ready"')
          ? (JSON.parse(line) as { ready: number }).ready
          : 0;
        if (port) {
          clearTimeout(timer);
          resolve(port);
        } else {
          console.log(`[functions] ${line}`);
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Deno exited during start (${signal ?? code})`));
      });
    });

    child.once('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = undefined;
      this.port = undefined;
      if (!this.stopped) {
        console.error(
          `[functions] Deno host exited (${signal ?? code}); it restarts on the next call`,
        );
      }
    });
    ready.catch(() => {
      if (this.child === child) this.port = undefined;
    });
    return ready;
  }

  /** Ends the process and resolves once it has exited, so its owner can remove what it used. */
  stop(): Promise<void> {
    this.stopped = true;
    const child = this.child;
    this.child = undefined;
    this.port = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => {
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
    });
    child.stdin?.end();
    child.kill('SIGTERM');
    return exited;
  }
}
