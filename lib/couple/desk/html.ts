/** HTML built from templates: every value is escaped unless it is already Html. */

export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

type Value = Html | string | number | boolean | null | undefined | readonly Value[];

const render = (value: Value): string => {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escape(String(value));
};

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i] as Value) : ''), ''));
}

export const trusted = (text: string) => new Html(text);
