import { putGuestUploadWedding, PEOPLE, ref, setDay, TICKET } from './support/guest-uploads';
import { guestUploadTests } from './support/guest-upload-tests';
import { describeOnRealPostgres } from './support/real-postgres';

describeOnRealPostgres("guests' uploads, on a real PostgreSQL", (server) => {
  beforeAll(() => putGuestUploadWedding(server().admin));
  guestUploadTests(() => server().admin);

  it('lets one of two tickets asked at once past a limit of one more file, never both', async () => {
    const admin = (sql: string, params?: unknown[]) => server().admin.query(sql, params);
    await setDay(admin, 0);
    await admin(`update public.guest_upload_settings set files_per_guest = 1`);
    const phones = await Promise.all([0, 1].map(() => server().openAs('anon', { role: 'anon' }, { headers: { 'x-guest-id': PEOPLE.ana } })));
    try {
      const asked = await Promise.all(phones.map((phone) => phone.query<{ t: { refused?: string; state?: string } }>(TICKET, [ref(), 'photo', 'image/jpeg', 1000]).then(async (r) => (await phone.commit(), r.rows[0]!.t))));
      expect(asked.map((t) => t.refused ?? t.state).sort()).toEqual(['files', 'sending']);
    } finally {
      await Promise.all(phones.map((phone) => phone.close()));
      await admin(`delete from public.guest_uploads`);
      await admin(`update public.guest_upload_settings set files_per_guest = 200`);
    }
  });
});
