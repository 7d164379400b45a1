import { isDevelopmentHost } from './dev-host';

describe('a development host (spec §6)', () => {
  it.each([
    'localhost',
    'localhost:4000',
    'LOCALHOST',
    'app.localhost',
    '127.0.0.1',
    '127.12.0.3:9000',
    '::1',
    '[::1]',
    '[::1]:4321',
    '0.0.0.0',
    '',
    '   ',
    'example.com:5173',
    'example.com:3000',
    'wedding.example:8080',
    'printer.local',
    'laptop.local:4000',
    '192.168.0.1',
    '192.168.1.20:9999',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.20.5.5',
    '172.31.255.255',
  ])('includes %p', (host) => {
    expect(isDevelopmentHost(host)).toBe(true);
  });

  it('includes a missing host', () => {
    expect(isDevelopmentHost(null)).toBe(true);
    expect(isDevelopmentHost(undefined)).toBe(true);
  });

  it.each([
    '172.32.0.1',
    '172.15.255.255',
    '11.0.0.1',
    '192.169.0.1',
    '8.8.8.8',
    'example.com',
    'example.com:443',
    'example.com:30000',
    'our-wedding.example',
    'localhost.example.com',
    'local',
    '10.example.com',
    '192.168.1.1.example.com',
    '[2001:db8::1]',
  ])('excludes %p', (host) => {
    expect(isDevelopmentHost(host)).toBe(false);
  });
});
