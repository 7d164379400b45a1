import stringWidth from 'string-width';

// A terminal gives a CJK character or an emoji two columns, an accent none: names line up by those, not by length.

export const columnWidth = (texts: readonly string[], max: number) => Math.min(max, Math.max(0, ...texts.map((t) => stringWidth(t))));

export const padColumn = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - stringWidth(text)));
