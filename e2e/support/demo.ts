/** The demo wedding's guests (content/demo/guests.json). */
export const GUESTS = {
  /** Four photos and a personal message. */
  margaret: { id: 'aa65baed-fb2b-4053-ba70-853b127d1f88', name: 'Margaret Ellis' },
  /** One photo, no message. */
  tom: { id: 'ad99d399-e031-4bd5-871a-9c5c00fce4a8', name: 'Tom Nguyen' },
  /** No photos, no message. */
  rosa: { id: '5acd1f64-15f2-4583-aeaa-3a4041cf10d2', name: 'Rosa Alvarez' },
} as const;

export const UNKNOWN_GUEST_ID = '0f0f0a27-d393-4761-ab2a-bce4644a448d';
export const invitePath = (id: string) => `/invite/${id}`;
