/**
 * Demo documents the seeded content links to (the file block's terms PDF): generated like the demo
 * pictures, so a fresh shop has no broken download link and needs no binary in the repository.
 */
const documents: Record<string, readonly string[]> = {
  'content/terms.pdf': [
    'Vitrina - obchodni podminky (demo)',
    'Vitrina - terms and conditions (demo)',
    'The full text is on the page /stranka/obchodni-podminky.',
  ],
};

/** A one-page PDF 1.4 with `lines` in Helvetica; offsets in the xref table are byte-exact. */
function pdfWithLines(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map(
      (line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${780 - i * 28} Td (${escape(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The bytes of a demo document by its file key, or null when the key names none. */
export function demoDocument(key: string): Buffer | null {
  const lines = documents[key];
  return lines ? pdfWithLines(lines) : null;
}
