import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { createServer, type ViteDevServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const root = resolve(import.meta.dirname, '../..');

export interface EmbeddedDemo {
  vite: ViteDevServer;
  browser: Browser;
  baseUrl: string;
  /** Closes the browser and the dev server, and gives the shell's OPENAI_API_KEY back. */
  close(): Promise<void>;
}

/**
 * The demo as `npm run dev` serves it on an ephemeral loopback port, on the embedded scripted
 * model whatever the developer's shell holds (OPENAI_API_KEY is unset until `close`), with
 * Debian's Chromium launched beside it.
 */
export async function startEmbeddedDemo(wait: number): Promise<EmbeddedDemo> {
  const savedKey = process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_API_KEY;
  const vite = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  await vite.listen();
  const baseUrl = vite.resolvedUrls?.local[0] ?? '';
  if (!baseUrl) throw new Error('the Vite dev server has no local URL');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs], timeout: wait });
  return {
    vite,
    browser,
    baseUrl,
    async close() {
      await browser.close();
      await vite.close();
      if (savedKey !== undefined) process.env.OPENAI_API_KEY = savedKey;
    },
  };
}
