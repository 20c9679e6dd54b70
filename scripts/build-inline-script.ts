// The first paint's inline scripts (src/firstPaint) built like the app's code; the JSON elements
// that hand them their data are src/firstPaint/dataElements.ts.
import { build, type ResolvedConfig } from 'vite';

/**
 * A module of the first paint (src/firstPaint) as one classic script, to inline in a page: it
 * runs before any module, so everything it imports is bundled into it.
 */
export async function buildInlineScript(config: ResolvedConfig, entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry, formats: ['iife'], name: 'firstPaint' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (chunk?.type !== 'chunk') throw new Error(`prerender: ${entry} did not build`);
  return chunk.code.trim();
}
