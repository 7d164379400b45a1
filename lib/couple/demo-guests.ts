// Written out, not read from content/demo: editing the demo never makes the tools take a couple's guests for it.
export const DEMO_GUESTS = [
  { id: 'aa65baed-fb2b-4053-ba70-853b127d1f88', name: 'Margaret Ellis' },
  { id: 'ad99d399-e031-4bd5-871a-9c5c00fce4a8', name: 'Tom Nguyen' },
  { id: '5acd1f64-15f2-4583-aeaa-3a4041cf10d2', name: 'Rosa Alvarez' },
  { id: '3d2f6b1e-8c4a-4f7e-9b2d-5a1c7e9f0b3a', name: 'Zofia Wiśniewska' },
  { id: '7a9e4c2b-1d6f-4a8e-b3c5-9f0d2e4a6b81', name: 'Trần Minh Khoa' },
  { id: 'c4e8a2f6-5b1d-4c9a-8e7f-2b6d0a3c9e54', name: 'ليلى حداد' },
  { id: 'e1f3b5d7-9a2c-4e6f-8b0d-3c5e7a9b1d24', name: 'Hannah Brooks' },
] as const;

export const DEMO_GUEST_IDS: readonly string[] = DEMO_GUESTS.map((g) => g.id);

export const isDemoGuestId = (id: string) => DEMO_GUEST_IDS.includes(id.toLowerCase());
