import { readFileSync } from 'node:fs';
import type { TSafetyNetModel } from './model.ts';

/** Where the trained model lives; `npm run train:safety-net --workspace @openwell/coach` writes it. */
export const MODEL_FILE = new URL('./model.json', import.meta.url);

let model: TSafetyNetModel | undefined;
/** The shipped model, read once (the coach package's only file read). */
export function safetyNetModel(): TSafetyNetModel {
  model ??= JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as TSafetyNetModel;
  return model;
}

let trusted: ReadonlySet<string> | undefined;
/** The rules that raise the flag on their own (model.json `trustedRules`). */
export function trustedRules(): ReadonlySet<string> {
  trusted ??= new Set(safetyNetModel().trustedRules);
  return trusted;
}
