// Which address a request counts against in the rate limit. An IPv4 address is one household's
// or office's; an IPv6 one is not: a provider hands each customer a /64 (or more), and every
// device there, or one device changing its address at will, draws from it. So an IPv6 address
// counts by its /64, written one way however it was written.

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const GROUP = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  let address = text;
  // A dotted IPv4 tail (::ffff:198.51.100.7) is the last two groups.
  const tail = /:(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(address);
  if (tail) {
    const bytes = IPV4.exec(tail[1]!)!.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    const [a, b, c, d] = bytes as [number, number, number, number];
    address = `${address.slice(0, tail.index)}:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves[1] ? halves[1].split(':') : [];
  const gap = 8 - head.length - rest.length;
  if (halves.length === 1 ? gap !== 0 : gap < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? gap : 0).fill('0'), ...rest];
  return groups.every((group) => GROUP.test(group)) ? groups.map((group) => parseInt(group, 16)) : null;
}

/** '198.51.100.7' as it is; '2001:db8:85a3:7::1' as '2001:db8:85a3:7::/64'; an IPv4-mapped IPv6 address as its IPv4. */
export function rateLimitKey(address: string): string {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (!text.includes(':')) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
