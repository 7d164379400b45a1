/**
 * The demo wedding's guests (content/demo/guests.json). Their ids are published in the README,
 * so anyone can open an invitation under them: a couple's project must not keep them.
 * Written out here rather than read from content/demo, so that editing the demo in place
 * never makes the tools take a couple's own guests for the demo's.
 */
export const DEMO_GUESTS = [
  { id: 'aa65baed-fb2b-4053-ba70-853b127d1f88', name: 'Margaret Ellis' },
  { id: 'ad99d399-e031-4bd5-871a-9c5c00fce4a8', name: 'Tom Nguyen' },
  { id: '5acd1f64-15f2-4583-aeaa-3a4041cf10d2', name: 'Rosa Alvarez' },
] as const;

export const DEMO_GUEST_IDS: readonly string[] = DEMO_GUESTS.map((g) => g.id);

export const isDemoGuestId = (id: string) => DEMO_GUEST_IDS.includes(id.toLowerCase());
