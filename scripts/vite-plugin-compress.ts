// Vite plugin: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build,
// so the app server (scripts/serve-app.ts) or any static host can send them as they are, at the
// highest levels, without compressing on each request. Runs last, after the service worker exists.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml)$/;
/** Below this a compressed copy saves less than the headers it needs (as hosted CDNs do). */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `file`'s .br and .gz copies (again, after a change), if it is worth compressing. */
export function writeCompressedCopies(file: string): void {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) return;
  const source = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
}

export function compress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lakarjobb:compress',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const outDir = resolve(config.root, config.build.outDir);
        for (const file of filesUnder(outDir)) {
          writeCompressedCopies(file);
        }
      },
    },
  };
}
