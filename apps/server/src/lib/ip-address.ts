/**
 * IP addresses as the URL parser and DNS write them (dotted-decimal IPv4; IPv6 with or without
 * `::` and with or without a dotted IPv4 tail), and whether one is an address of the public
 * internet. Other spellings (127.1, 0x7f000001, 0177.0.0.1) are not read here: the URL parser turns
 * them into dotted decimal first, and what cannot be read is never public.
 */

/** The four bytes of a dotted-decimal IPv4 address, or null. Leading zeros are refused (octal to some readers). */
export function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p))) return null;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : null;
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/** The eight 16-bit groups of an IPv6 address (no brackets, no zone), or null. */
export function ipv6Groups(text: string): number[] | null {
  let head = text;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (lastColon >= 0 && text.includes('.', lastColon)) {
    const bytes = ipv4Bytes(text.slice(lastColon + 1));
    if (!bytes) return null;
    tail = [bytes[0]! * 256 + bytes[1]!, bytes[2]! * 256 + bytes[3]!];
    head = text.slice(0, lastColon);
    // "::1.2.3.4" and "1::1.2.3.4": the "::" lost its second colon with the IPv4 part.
    if (head.endsWith(':')) head += ':';
  }
  const width = 8 - tail.length;
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const read = (s: string) => (s === '' ? [] : s.split(':'));
  const left = read(halves[0] ?? '');
  const right = halves.length === 2 ? read(halves[1] ?? '') : [];
  if (![...left, ...right].every((g) => HEX_GROUP.test(g))) return null;
  const hex = (groups: string[]) => groups.map((g) => Number.parseInt(g, 16));
  if (halves.length === 1) return left.length === width ? [...hex(left), ...tail] : null;
  const gap = width - left.length - right.length;
  // "::" stands for at least one group of zeros.
  if (gap < 1) return null;
  return [...hex(left), ...Array<number>(gap).fill(0), ...hex(right), ...tail];
}

/**
 * The IPv4 address in the low 32 bits of an IPv6 address that carries one in its first 96 bits'
 * zeros: IPv4-compatible (::a.b.c.d, and so :: and ::1), IPv4-mapped (::ffff:a.b.c.d) and
 * IPv4-translated (::ffff:0:a.b.c.d). Null for any other address.
 */
export function embeddedIpv4(groups: number[]): number[] | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  if (a !== 0 || b !== 0 || c !== 0 || d !== 0) return null;
  const carries = (e === 0 && (f === 0 || f === 0xffff)) || (e === 0xffff && f === 0);
  return carries ? [g >> 8, g & 0xff, h >> 8, h & 0xff] : null;
}

/**
 * IPv4 blocks that are not the public internet (IANA's special-purpose registry): this network,
 * private, shared (CGNAT), loopback, link-local, IETF assignments, documentation, the 6to4 relay,
 * benchmarking, multicast, reserved and broadcast.
 */
const NOT_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const v4Number = (bytes: number[]) => bytes.reduce((n, b) => n * 256 + b, 0);
const NOT_PUBLIC_V4_BLOCKS = NOT_PUBLIC_V4.map(([start, bits]) => {
  const size = 2 ** (32 - bits);
  return { start: v4Number(ipv4Bytes(start) ?? []), size };
});

function isPublicIpv4(bytes: number[]): boolean {
  const n = v4Number(bytes);
  return !NOT_PUBLIC_V4_BLOCKS.some((block) => n >= block.start && n < block.start + block.size);
}

/** Whether the first `bits` bits of `groups` are those of `prefix` (eight groups, zeros after it). */
function inPrefix(groups: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < 8 && bits > 0; i += 1, bits -= 16) {
    const mask = bits >= 16 ? 0xffff : (0xffff << (16 - bits)) & 0xffff;
    if (((groups[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

/**
 * Global unicast (2000::/3) minus its blocks that are not the public internet: IETF assignments
 * with Teredo (2001::/23), documentation (2001:db8::/32, 3fff::/20) and 6to4 (2002::/16). An IPv4
 * address an IPv6 one stands for (mapped, translated, NAT64's 64:ff9b::/96) is judged as IPv4;
 * everything else (::, ::1, IPv4-compatible, unique-local fc00::/7, link-local fe80::/10, site-local,
 * multicast ff00::/8, discard 100::/64) is not public.
 */
function isPublicIpv6(groups: number[]): boolean {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  const low32 = [g >> 8, g & 0xff, h >> 8, h & 0xff];
  const zeros64 = a === 0 && b === 0 && c === 0 && d === 0;
  if (zeros64 && ((e === 0 && f === 0xffff) || (e === 0xffff && f === 0))) return isPublicIpv4(low32);
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return isPublicIpv4(low32);
  if (!inPrefix(groups, [0x2000], 3)) return false;
  return !(
    inPrefix(groups, [0x2001, 0], 23) ||
    inPrefix(groups, [0x2001, 0x0db8], 32) ||
    inPrefix(groups, [0x2002], 16) ||
    inPrefix(groups, [0x3fff, 0], 20)
  );
}

/**
 * Whether `address` (IPv4 dotted decimal, or IPv6 with or without brackets and zone) is an address
 * of the public internet. Anything that cannot be read as an address is not.
 */
export function isPublicAddress(address: string): boolean {
  const v4 = ipv4Bytes(address);
  if (v4) return isPublicIpv4(v4);
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const groups = ipv6Groups(bare);
  return groups !== null && isPublicIpv6(groups);
}
