// The two font packages ship no types: only what font-subset.ts calls.
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'woff2' | 'truetype'; variationAxes?: Record<string, number> }): Promise<Buffer>;
}
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, format: 'truetype' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
