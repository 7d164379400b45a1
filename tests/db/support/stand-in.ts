import { startStandIn, type StandIn, type StandInOptions } from '@/tests/stand-in/server';

/** A fresh stand-in (tests/stand-in) for each test of the couple's tools. */
export function standInPerTest(options: StandInOptions | (() => StandInOptions) = {}) {
  let standIn: StandIn | undefined;
  beforeEach(async () => {
    standIn = await startStandIn(typeof options === 'function' ? options() : options);
  });
  afterEach(async () => {
    await standIn?.close();
    standIn = undefined;
  });
  return () => {
    if (!standIn) throw new Error('the stand-in runs only inside a test');
    return standIn;
  };
}
