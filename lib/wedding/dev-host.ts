const DEV_PORTS = new Set(['5173', '3000', '8080']);

function splitHost(host: string): { name: string; port: string } {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return { name: h.slice(1, end), port: h.slice(end + 2) };
  }
  const colons = h.split(':').length - 1;
  if (colons > 1) return { name: h, port: '' }; // bare IPv6
  const [name = '', port = ''] = h.split(':');
  return { name, port };
}

function ipv4(name: string): number[] | null {
  const parts = name.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const nums = parts.map(Number);
  return nums.every((n) => n <= 255) ? nums : null;
}

export function isDevelopmentHost(host: string | null | undefined): boolean {
  const { name, port } = splitHost(host ?? '');
  if (name === '') return true;
  if (DEV_PORTS.has(port)) return true;
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1' || name === '0.0.0.0') return true;
  if (name.endsWith('.local')) return true;
  const ip = ipv4(name);
  if (!ip) return false;
  const [a, b] = ip as [number, number, number, number];
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}
