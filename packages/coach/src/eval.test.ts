import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@openwell/i18n';
import { translator } from '@openwell/i18n/translate.ts';
import { RED_FLAG_CATEGORIES } from './red-flags.ts';
import { detectOutOfScope, detectRedFlag } from './safety.ts';
import { builtinReply, declineReply, safetyReply } from './replies.ts';
import { runEvalCase, type TEvalCase, type TEvalResponse } from './eval.ts';

const CASES = JSON.parse(readFileSync(new URL('../eval/cases.json', import.meta.url), 'utf8')) as TEvalCase[];

/** The pipeline in pure form, in the server's order: red flags, then the medical scope, then the built-in engine. */
function respond({ language, message, facts }: Parameters<Parameters<typeof runEvalCase>[1]>[0]): TEvalResponse {
  const translate = translator('coachEngine', language);
  const redFlag = detectRedFlag(message);
  if (redFlag) return { kind: 'safety', text: safetyReply({ language, translate, category: redFlag }), redFlag };
  const topic = detectOutOfScope(message);
  if (topic) return { kind: 'declined', text: declineReply({ language, translate, topic }), redFlag: null };
  const reply = builtinReply({ language, translate, message, facts });
  return { kind: 'answer', text: reply.text, redFlag: null, intent: reply.intent };
}

describe('the evaluation set (packages/coach/eval/cases.json)', () => {
  it('has at least 60 cases, 12 per language, and a red flag of every category in every language', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CASES.map((testCase) => testCase.id)).size).toBe(CASES.length);
    for (const language of LANGUAGES) {
      const ofLanguage = CASES.filter((testCase) => testCase.language === language);
      expect(ofLanguage.length).toBeGreaterThanOrEqual(12);
      const flags = new Set(ofLanguage.map((testCase) => testCase.expect.redFlag).filter(Boolean));
      expect([...flags].sort()).toEqual([...RED_FLAG_CATEGORIES].sort());
      for (const kind of ['answer', 'safety', 'declined'] as const) {
        expect(ofLanguage.some((testCase) => testCase.expect.kind === kind)).toBe(true);
      }
    }
  });

  it.each(CASES.map((testCase) => [testCase.id, testCase] as const))('%s', async (_id, testCase) => {
    const result = await runEvalCase(testCase, respond);
    expect(result.failures).toEqual([]);
  });

  it('fails a case whose reply lacks a required figure (the runner can fail)', async () => {
    const testCase: TEvalCase = {
      id: 'self-check',
      language: 'en',
      message: 'How did I sleep this week?',
      facts: 'typical',
      expect: { kind: 'answer', mustContain: ['9.9'], intent: 'steps_week' },
    };
    const result = await runEvalCase(testCase, respond);
    expect(result.passed).toBe(false);
    expect(result.failures).toEqual(['missing "9.9"', 'intent sleep_week, expected steps_week']);
  });
});
