import net from 'node:net';

/*
 * Which IP addresses are out on the public internet. Everything else (this host, the networks it
 * sits in, addresses with a special purpose) is where a setting typed into the console must not
 * be able to send the server: the IANA special-purpose registries (RFC 6890 and its updates).
 */

/** IPv4 ranges that are not public, as [network, prefix length]. */
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included (Linux connects it to the host itself)
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services among them
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private (RFC 1918)
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, the broadcast address included
];

/** IPv6 ranges that are not public (IPv4 inside IPv6 is judged by the IPv4 it carries, below). */
const IPV6_RANGES: [string, number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible addresses
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (RFC 4193)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

/** The two 16-bit groups of an IPv4 network in hex, to write it inside an IPv6 prefix. */
function hexGroups(ipv4: string): string {
  const [a, b, c, d] = ipv4.split('.').map(Number) as [number, number, number, number];
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

const notPublic = new net.BlockList();
for (const [network, prefix] of IPV4_RANGES) {
  // An IPv4 range also covers its IPv4-mapped IPv6 addresses (::ffff:10.0.0.1): BlockList does that.
  notPublic.addSubnet(network, prefix, 'ipv4');
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they carry.
  notPublic.addSubnet(`64:ff9b::${hexGroups(network)}`, 96 + prefix, 'ipv6');
  notPublic.addSubnet(`2002:${hexGroups(network)}::`, 16 + prefix, 'ipv6');
}
for (const [network, prefix] of IPV6_RANGES) notPublic.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (as dns.lookup gives it) is a public one; anything that is not an IP is not. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
