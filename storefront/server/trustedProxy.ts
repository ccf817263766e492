import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which peers are reverse proxies of ours (TRUST_PROXY: comma-separated addresses or CIDR ranges,
 * e.g. `127.0.0.1,10.0.0.0/8`). Returns a check for a socket's remote address.
 */
export function proxyTrust(setting: string | undefined): (address: string | undefined) => boolean {
  const trusted = new BlockList();
  for (const entry of (setting ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (!family || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither an IP address nor a CIDR range`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(plain);
    return family !== 0 && trusted.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

const forwardedHeaders = ['forwarded', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-for'];

/** Removes what only a trusted proxy may say about the original request. */
export function dropForwardedHeaders(headers: IncomingHttpHeaders): void {
  for (const name of forwardedHeaders) delete headers[name];
}
