import { describe, expect, it } from 'vitest';
import { demoDocument } from './documents.ts';

describe('demo documents', () => {
  it('makes the seeded terms PDF a well-formed PDF: every xref offset points at its object', () => {
    const pdf = demoDocument('content/terms.pdf')!.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) =>
      expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true),
    );
    const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!;
    expect(Buffer.byteLength(stream[2]!, 'latin1')).toBe(Number(stream[1]));
  });

  it('knows no other key', () => {
    expect(demoDocument('content/other.pdf')).toBeNull();
  });
});
