import { refusedInWords } from './refused';

describe('refusedInWords', () => {
  it('names the refused value by its constraint, without the database message or code', () => {
    const said = refusedInWords({ code: '23514', message: 'new row for relation "guests" violates check constraint "guests_photo_dir_plain"' }, 'the guests');
    expect(said).toMatch(/^Nothing was written: the Supabase project refused the guests because of a guest's photo folder/);
    expect(said).not.toMatch(/violates|23514|relation/);
  });

  it('falls back to the code alone for a refusal it does not know, pointing at the migrations', () => {
    const said = refusedInWords({ code: 'XX000', message: 'internal error: something raw' }, 'the guests');
    expect(said).toBe('Nothing was written: the Supabase project refused the guests (its error code XX000). Check the file, and that the project has every migration in supabase/migrations/ applied.');
  });

  it('does not call an unreachable project a refusal', () => {
    expect(refusedInWords({ message: 'TypeError: fetch failed' }, 'the guests')).toMatch(/^Could not write the guests: the address cannot be reached/);
  });
});
