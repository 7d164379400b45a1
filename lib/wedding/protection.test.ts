import { protectionFor } from './protection';

describe('content protection mode', () => {
  it('blocks inspection outside development hosts by default', () => {
    expect(protectionFor('auto', 'our-wedding.example')).toEqual({ blockInspect: true, photoStyle: 'production' });
    expect(protectionFor('auto', 'localhost:3000')).toEqual({ blockInspect: false, photoStyle: 'development' });
  });
  it('follows the setting when it says on or off', () => {
    expect(protectionFor('on', 'localhost')).toMatchObject({ blockInspect: true });
    expect(protectionFor('off', 'our-wedding.example')).toMatchObject({ blockInspect: false });
  });
});
