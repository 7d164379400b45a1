import { onTheDesk } from './desk-health';

// Health on a phone: the way out the desk takes, else the one a computer takes, said to be one.

it("gives the desk's own way out where a check has one", () => {
  expect(onTheDesk({ level: 'warn', title: 'The content snapshot is older', fix: 'npm run snapshot, then deploy.', desk: 'Refresh it here.', deskAction: 'refresh-snapshot' })).toEqual({
    level: 'warn',
    title: 'The content snapshot is older',
    fix: 'Refresh it here.',
    deskAction: 'refresh-snapshot',
  });
});

it("says plainly when only a computer's tools can do it, and leaves a host's setting as it is", () => {
  expect(onTheDesk({ level: 'fail', title: 'Missing tables: guests', fix: 'apply supabase/migrations (see supabase/README.md)' }).fix).toBe(
    'On a computer: apply supabase/migrations (see supabase/README.md)',
  );
  expect(onTheDesk({ level: 'warn', title: 'Readable folders', fix: 'Apply supabase/migrations/x.sql.' }).fix).toBe('On a computer: apply supabase/migrations/x.sql.');
  const host = { level: 'fail' as const, title: 'The backend looks paused', fix: 'Supabase dashboard → your project → Resume project.' };
  expect(onTheDesk(host)).toEqual(host);
  expect(onTheDesk({ level: 'ok', title: 'Fine' })).toEqual({ level: 'ok', title: 'Fine' });
});
