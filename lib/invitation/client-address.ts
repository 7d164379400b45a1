// Who a request comes from, for the unknown-link limit (docs/decisions.md, "Unknown links cost one query a minute; a client is named by its connection").

/** Longer than any address a proxy writes ("[v6]:port" is at most 53 characters): anything longer names no client. */
const ENTRY_CHARS = 64;

/** The X-Forwarded-For entry `hops` left of the connection's (appended by our Next patch), as Express's `trust proxy` counts. */
export function forwardedEntry(header: string | null, hops: number): string | null {
  if (!header) return null;
  const window = (hops + 1) * (ENTRY_CHARS + 2); // each entry and its ', '
  const whole = header.length <= window;
  const entries = (whole ? header : header.slice(-window)).split(',');
  const index = entries.length - 1 - hops;
  if (index > 0) return entries[index]!;
  return whole ? entries[0]! : null;
}

/** The client an address stands for: an IPv4 address, or an IPv6 address's /64 (one subscriber's whole network). */
export function clientKey(written: string | null): string | null {
  let value = written?.trim() ?? '';
  if (value === '' || value.length > ENTRY_CHARS) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (IPV4.test(value)) return value;
  const groups = ipv6Groups(value.replace(/%[\w.-]+$/, ''));
  if (!groups) return null;
  // ::ffff:1.2.3.4 is an IPv4 client on a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
const HEXTET = /^[\da-f]{1,4}$/i;

function ipv6Groups(value: string): number[] | null {
  const halves = value.split('::');
  if (halves.length > 2) return null;
  const parts = halves.map((half) => (half === '' ? [] : half.split(':')));
  const last = parts[parts.length - 1]!;
  const tail = last[last.length - 1];
  if (tail !== undefined && IPV4.test(tail)) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  if (!parts.every((p) => p.every((g) => HEXTET.test(g)))) return null;
  const [head, rest = []] = parts as [string[], string[]?];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...rest].map((g) => parseInt(g, 16));
}
