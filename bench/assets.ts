import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestRoute {
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** React Router's browser manifest (`window.__reactRouterManifest=…` in build/client/assets). */
async function readManifest(clientDir: string): Promise<Manifest> {
  const assets = path.join(clientDir, 'assets');
  const file = (await readdir(assets)).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error('No React Router manifest in the storefront build');
  const text = await readFile(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest;
}

export interface PageAssets {
  jsKb: number;
  cssKb: number;
  files: number;
}

/**
 * Gzip size of the JavaScript and CSS a first visit to a route downloads: the client entry and
 * every module, import and stylesheet of the route and its parents (lazy chunks not counted).
 */
export async function pageAssets(
  clientDir: string,
  routeIds: string[],
): Promise<Record<string, PageAssets | null>> {
  const manifest = await readManifest(clientDir);
  const gzipKb = async (url: string) =>
    gzipSync(await readFile(path.join(clientDir, url.replace(/[?#].*$/, ''))), { level: 9 })
      .length / 1024;
  const result: Record<string, PageAssets | null> = {};
  for (const id of routeIds) {
    if (!manifest.routes[id]) {
      result[id] = null;
      continue;
    }
    const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set<string>();
    for (let route = manifest.routes[id]; route;) {
      js.add(route.module);
      route.imports?.forEach((url) => js.add(url));
      route.css?.forEach((url) => css.add(url));
      route = route.parentId ? manifest.routes[route.parentId]! : undefined!;
    }
    const sum = async (urls: Set<string>) =>
      (await Promise.all([...urls].map(gzipKb))).reduce((a, b) => a + b, 0);
    result[id] = {
      jsKb: Math.round((await sum(js)) * 10) / 10,
      cssKb: Math.round((await sum(css)) * 10) / 10,
      files: js.size + css.size,
    };
  }
  return result;
}
