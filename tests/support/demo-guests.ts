/** The demo wedding's guests (content/demo/guests.json), by the journeys and the benchmarks alike. */
export const GUESTS = {
  /** Four photos and a personal message. */
  margaret: { id: 'aa65baed-fb2b-4053-ba70-853b127d1f88', name: 'Margaret Ellis' },
  /** One photo, no message. */
  tom: { id: 'ad99d399-e031-4bd5-871a-9c5c00fce4a8', name: 'Tom Nguyen' },
  /** No photos, no message. */
  rosa: { id: '5acd1f64-15f2-4583-aeaa-3a4041cf10d2', name: 'Rosa Alvarez' },
  /** Reads it in Polish, with the couple's story in Polish. */
  zofia: { id: '3d2f6b1e-8c4a-4f7e-9b2d-5a1c7e9f0b3a', name: 'Zofia Wiśniewska' },
  /** Reads it in Vietnamese. */
  khoa: { id: '7a9e4c2b-1d6f-4a8e-b3c5-9f0d2e4a6b81', name: 'Trần Minh Khoa' },
  /** Reads it in Arabic, right to left. */
  layla: { id: 'c4e8a2f6-5b1d-4c9a-8e7f-2b6d0a3c9e54', name: 'ليلى حداد' },
  /** Invited to the ceremony only. */
  hannah: { id: 'e1f3b5d7-9a2c-4e6f-8b0d-3c5e7a9b1d24', name: 'Hannah Brooks' },
} as const;
