import { existsSync } from 'node:fs';

/** Loads KEY=value lines from a .env file without overriding variables already set. */
export function loadEnvFile(file: string): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Polls a URL until it answers 2xx, or throws after `timeoutMs`. */
export async function waitForHealthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}
