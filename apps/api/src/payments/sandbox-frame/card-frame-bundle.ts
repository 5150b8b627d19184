import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// The frame's script is the domain's card rule and a few lines of wiring, bundled once per
// process on first use (the server runs TypeScript sources; there is no separate frame build).
let bundle: Promise<string> | undefined;

/** The sandbox card frame's script, bundled for the browser. */
export function cardFrameScript(): Promise<string> {
  bundle ??= build({
    entryPoints: [fileURLToPath(new URL('./card-frame-script.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text.replace(/<\/script/gi, '<\\/script'));
  return bundle;
}
