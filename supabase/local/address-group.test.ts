// Rate limits count IPv6 clients by /64: the helper the stand-in and the functions share.
import { describe, expect, it } from 'vitest';
import { addressGroup } from '../functions/_shared/address-group.ts';

describe('addressGroup', () => {
  it('counts every IPv6 address of one /64 as one client', () => {
    const one = addressGroup('2001:db8:85a3:42::1');
    expect(one).toBe('2001:db8:85a3:42::/64');
    expect(addressGroup('2001:0db8:85a3:0042:ffff:ffff:ffff:fffe')).toBe(one);
    expect(addressGroup('[2001:DB8:85A3:42:abcd::9]')).toBe(one);
    expect(addressGroup('2001:db8:85a3:42::7%eth0')).toBe(one);
  });

  it('keeps neighbouring /64s and IPv4 addresses apart', () => {
    expect(addressGroup('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('192.0.2.2')).toBe('192.0.2.2');
  });

  it('reads an IPv4-mapped address as the IPv4 address', () => {
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('::ffff:c000:201')).toBe('192.0.2.1');
  });

  it('leaves what is no address as it is', () => {
    expect(addressGroup('unknown')).toBe('unknown');
    expect(addressGroup('1:2:3')).toBe('1:2:3');
    expect(addressGroup('1::2::3')).toBe('1::2::3');
  });
});
