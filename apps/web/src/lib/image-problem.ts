import { IMAGE_PROBLEMS, type ImageProblem } from '@khelo/contracts/profile';
import { isApiError } from './api-client';
import { ImageFileError } from './image-file';

// Which image problem a failed upload had, from the browser's own check or the server's "field: problem"
// message, so that each page can say it in the reader's language.

const BY_TEXT = new Map<string, ImageProblem>(
  Object.entries(IMAGE_PROBLEMS).map(([problem, text]) => [text, problem as ImageProblem]),
);

export function imageProblemOf(error: unknown): ImageProblem | null {
  if (error instanceof ImageFileError) return error.problem;
  if (isApiError(error)) {
    const text = error.message.replace(/^[a-z_]+: /, '');
    return BY_TEXT.get(text) ?? null;
  }
  return null;
}
