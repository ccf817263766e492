// nginx in front of the scaled stack (decision 270): the repo's configuration template filled
// with this stack's ports and a run folder, run as the current user (no root, nothing in /etc).
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const nginxTemplate = fileURLToPath(
  new URL('../nginx/vitrina.conf.template', import.meta.url),
);

export interface NginxLayout {
  /** Where shoppers come (the storefronts' balancer) and where the back ends' API is. */
  shopPort: number;
  apiPort: number;
  storefrontPorts: number[];
  backendPorts: number[];
  /** Access log path (default `access.log` in the run folder). */
  accessLog?: string;
  workerProcesses?: number | 'auto';
}

/** The template with every {{field}} filled; an unknown or unfilled field throws. */
export function renderNginxConfig(template: string, layout: NginxLayout, runDir: string): string {
  const servers = (ports: number[]) =>
    ports.map((port) => `        server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`).join('\n');
  const fields: Record<string, string> = {
    runDir,
    workerProcesses: String(layout.workerProcesses ?? 'auto'),
    accessLog: layout.accessLog ?? path.join(runDir, 'access.log'),
    shopListen: `127.0.0.1:${layout.shopPort}`,
    apiListen: `127.0.0.1:${layout.apiPort}`,
    storefrontServers: servers(layout.storefrontPorts),
    backendServers: servers(layout.backendPorts),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`);
    return value;
  });
}

/** nginx's binary (NGINX, else Debian's), or a message saying how to install it. */
export function findNginx(): { binary: string } | { missing: string } {
  const binary = process.env.NGINX || '/usr/sbin/nginx';
  const found = spawnSync(binary, ['-v'], { stdio: 'ignore' });
  if (found.status === 0) return { binary };
  return {
    missing:
      `nginx not found at ${binary}: install Debian's nginx-light ` +
      '(sudo apt-get install nginx-light) or set NGINX to an nginx binary.',
  };
}

/** The arguments that run `config` in the foreground with its own prefix and error log. */
export function nginxArgs(runDir: string, config: string, extra: string[] = []): string[] {
  return ['-p', runDir, '-c', config, '-e', 'stderr', '-g', 'daemon off;', ...extra];
}

/**
 * A run folder with the filled configuration. Readable by others: started as root, nginx's
 * workers run as `nobody` and create their temporary folders inside it.
 */
export async function writeNginxConfig(
  layout: NginxLayout,
): Promise<{ runDir: string; config: string }> {
  const runDir = await mkdtemp(path.join(tmpdir(), 'vitrina-nginx-'));
  await chmod(runDir, 0o755);
  const config = path.join(runDir, 'nginx.conf');
  await writeFile(config, renderNginxConfig(await readFile(nginxTemplate, 'utf8'), layout, runDir));
  return { runDir, config };
}

/** `nginx -t` on a written configuration: ok, and what nginx said. */
export function testNginxConfig(binary: string, runDir: string, config: string) {
  const result = spawnSync(binary, nginxArgs(runDir, config, ['-t']), { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}
