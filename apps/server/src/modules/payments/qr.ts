// QR codes as data: URLs of SVG images (the CSP allows data: images), generated on the server so that the
// page needs no QR library.

/** A standard UPI intent: any UPI app reads it (NPCI "upi://pay" linking specification). */
export function upiPayUrl(input: {
  upiId: string;
  payeeName: string;
  amountRupees?: number;
  note: string;
}): string {
  const query = new URLSearchParams({ pa: input.upiId, pn: input.payeeName, cu: 'INR', tn: input.note });
  if (input.amountRupees !== undefined) query.set('am', input.amountRupees.toFixed(2));
  return `upi://pay?${query.toString().replaceAll('+', '%20')}`;
}

export async function qrDataUrl(text: string): Promise<string> {
  // Loaded on first use: most processes never draw a QR code (docs/performance.md, "Lean server").
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
