export { GUESTS } from '../../tests/support/demo-guests';

export const UNKNOWN_GUEST_ID = '0f0f0a27-d393-4761-ab2a-bce4644a448d';
export const invitePath = (id: string) => `/invite/${id}`;
