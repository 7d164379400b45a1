import { languageFindings } from './doctor-languages';

/** What the doctor says about the languages the couple's guests will read. */

const titles = (findings: ReturnType<typeof languageFindings>) => findings.map((f) => `${f.level}: ${f.title}`);

it('counts the guests by the language their page speaks, the wedding default for those without one', () => {
  const findings = languageFindings(
    { guests: [{ name: 'Zofia', language: 'pl' }, { name: 'Khoa', language: 'vi' }, { name: 'Rosa' }, { name: 'Tom', language: null }], weddingLanguage: 'es' },
    'guests.json',
  );
  expect(titles(findings)).toEqual(['ok: Your guests read their invitations 2 in es, 1 in pl, 1 in vi']);
});

it("warns about a guest's language the site does not speak, naming who reads the default instead", () => {
  const findings = languageFindings({ guests: [{ name: 'Adunni', language: 'yo' }, { name: 'Tunde', language: 'yo' }, { name: 'Maria', language: 'pt-AO' }] }, 'the project');
  expect(titles(findings)).toEqual([
    'warn: 2 guests in the project speak "yo", which the site does not: Adunni, Tunde read the wedding\'s default (en)',
    'info: Maria: pt-AO → pt, the nearest language the site speaks',
    'ok: Your guests read their invitations 2 in en, 1 in pt',
  ]);
  expect(findings[0]?.fix).toMatch(/^Add messages\/yo\.json/);
});

it("warns about a wedding default the site does not speak, and a story left untranslated for some guests", () => {
  const findings = languageFindings(
    { guests: [{ name: 'Zofia', language: 'pl' }, { name: 'Layla', language: 'ar' }], weddingLanguage: 'tlh', storyTranslations: [['pl', 'ar'], ['pl']] },
    'guests.json',
  );
  expect(titles(findings)).toEqual([
    'warn: The wedding\'s default language "tlh" is not one the site speaks: guests without a language of their own read English',
    'ok: Your guests read their invitations 1 in pl, 1 in ar',
    'info: The love story is not translated into ar for every event: those guests read its default text there',
  ]);
});

it('fails a tag the couple did not mean, once, with the nearest tag, and counts the guest under the default they read', () => {
  const findings = languageFindings(
    { guests: [{ name: 'Hanako', language: 'jp' }, { name: 'Kenta', language: 'jp' }, { name: 'Jonas', language: 'Deutsch' }], weddingLanguage: 'pt-PT' },
    'the project',
  );
  expect(titles(findings)).toEqual([
    'fail: the project: Hanako, Kenta: language "jp": did you mean ja? (the site speaks ja; until then they read pt)',
    'fail: the project: Jonas: language "Deutsch": did you mean de? (the site speaks de; until then the guest reads pt)',
    'ok: Your guests read their invitations 3 in pt',
  ]);
});

it("fails a wedding default written with an underscore, naming where it is written", () => {
  const findings = languageFindings({ guests: [], weddingLanguage: 'pt_PT', weddingWhere: 'wedding.json language' }, 'guests.json');
  expect(titles(findings)).toEqual(['fail: wedding.json language "pt_PT": did you mean pt-PT? (the site speaks pt; until then guests without a language of their own read en)']);
});
