import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@khelo/contracts/profile';

// A picked file → a data: URL the upload calls accept. Phone cameras produce 3-8 MB photos; rather than
// refuse them, a picture larger than the limits is scaled down and re-encoded here (JPEG). The server
// checks every upload by content anyway (docs/profile-kyc.md).

export type ImageFileProblem = 'type' | 'size' | 'unreadable';

export class ImageFileError extends Error {
  constructor(readonly problem: ImageFileProblem) {
    super(problem);
    this.name = 'ImageFileError';
  }
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new ImageFileError('unreadable'));
    reader.readAsDataURL(blob);
  });
}

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

export async function prepareImage(file: File, maxSide: number): Promise<string> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) throw new ImageFileError('type');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageFileError('unreadable');
  }
  const { width, height } = bitmap;
  if (file.size <= IMAGE_MAX_BYTES && Math.max(width, height) <= maxSide) {
    bitmap.close();
    return readAsDataUrl(file);
  }
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new ImageFileError('unreadable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.88, 0.75, 0.6]) {
    const blob = await canvasBlob(canvas, quality);
    if (blob && blob.size <= IMAGE_MAX_BYTES) return readAsDataUrl(blob);
  }
  throw new ImageFileError('size');
}
