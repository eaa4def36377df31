import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { ContentError } from './contentError.js';

/** Reads a JSON file and checks it against `schema`; the error names the file and the first bad field. */
export function parseFile<S extends z.ZodType>(schema: S, file: string): z.infer<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ContentError(`${file}: not valid JSON (${(err as Error).message})`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue ? issue.path.map(String).join('.') : '';
    throw new ContentError(`${file}: field "${path || '(root)'}": ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}
