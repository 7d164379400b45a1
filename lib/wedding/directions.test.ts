import { directionsLinks } from './directions';

const boathouse = {
  name: 'The Boathouse, Balmoral Beach',
  address: '2 The Esplanade, Mosman NSW 2088, Australia',
  coordinates: { lat: -33.8276, lng: 151.2519 },
};

describe('directionsLinks', () => {
  it('sends both map apps to the venue pin when its coordinates are known', () => {
    const links = directionsLinks(boathouse)!;
    const google = new URL(links.google);
    expect(google.origin + google.pathname).toBe('https://www.google.com/maps/dir/');
    expect(google.searchParams.get('api')).toBe('1');
    expect(google.searchParams.get('destination')).toBe('-33.8276,151.2519');
    const apple = new URL(links.apple);
    expect(apple.hostname).toBe('maps.apple.com');
    expect(apple.searchParams.get('daddr')).toBe('-33.8276,151.2519');
    // The pin is labelled with the venue, so the guest sees where they are going.
    expect(apple.searchParams.get('q')).toBe(`${boathouse.name}, ${boathouse.address}`);
  });

  it('falls back to the name and address without coordinates', () => {
    const links = directionsLinks({ name: 'Hill Farm', address: '1 Vine Rd, Orange NSW' })!;
    expect(new URL(links.google).searchParams.get('destination')).toBe('Hill Farm, 1 Vine Rd, Orange NSW');
    expect(new URL(links.apple).searchParams.get('daddr')).toBe('Hill Farm, 1 Vine Rd, Orange NSW');
    expect(links.google).not.toContain('+');
  });

  it('ignores coordinates that are not a place on Earth', () => {
    const links = directionsLinks({ address: '1 Vine Rd', coordinates: { lat: Number.NaN, lng: 200 } })!;
    expect(new URL(links.google).searchParams.get('destination')).toBe('1 Vine Rd');
  });

  it('offers no directions while the venue is unknown', () => {
    expect(directionsLinks(undefined)).toBeNull();
    expect(directionsLinks({ name: ' ', address: '' })).toBeNull();
  });
});
