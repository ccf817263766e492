import QRCode from 'qrcode';

/** A QR code as one SVG path: `size` modules a side, `d` the dark modules (1×1 squares). */
export interface QrPath {
  size: number;
  d: string;
}

/**
 * The QR code of a text, drawn by the page as <svg><path d> (React elements, no markup strings).
 * Made on the server so the browser bundle carries no QR encoder. Level M, as the SPAYD format
 * recommends for payment codes.
 */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size, d: parts.join('') };
}
