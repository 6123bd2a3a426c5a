import ipaddr from 'ipaddr.js';

/**
 * The client as an abuse limit counts it. A home or a host gets a whole IPv6 /64 and may pick any address
 * in it for each request, so an IPv6 address counts as its /64; an IPv4 address (also one written as
 * IPv6, `::ffff:192.0.2.1`) counts as itself.
 */
export function clientAddressKey(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = address.toByteArray().map((byte, index) => (index < 8 ? byte : 0));
  return `${ipaddr.fromByteArray(network).toString()}/64`;
}
