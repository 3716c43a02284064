import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@openwell/i18n';
import { translator } from '@openwell/i18n/translate.ts';
import { CRISIS_LINES, EMERGENCY_NUMBER } from './crisis-lines.ts';
import { EVAL_FACTS } from './eval.ts';
import { INTENTS, matchIntent } from './intents.ts';
import { RED_FLAG_CATEGORIES } from './red-flags.ts';
import { builtinReply, declineReply, safetyReply, suggestedQuestions } from './replies.ts';

const contextOf = (language: (typeof LANGUAGES)[number]) => ({
  language,
  translate: translator('coachEngine', language),
});

describe('replies', () => {
  it('every safety reply names 112 and every crisis line with its numbers, in every language', () => {
    for (const language of LANGUAGES) {
      for (const category of RED_FLAG_CATEGORIES) {
        const text = safetyReply({ ...contextOf(language), category });
        expect(text).toContain(EMERGENCY_NUMBER);
        for (const line of CRISIS_LINES) for (const phone of line.phones) expect(text).toContain(phone);
        expect(text).not.toMatch(/\{\{|<[a-z]/);
      }
    }
  });

  it('declines with who to ask and 112', () => {
    expect(declineReply({ ...contextOf('de'), topic: 'medication' })).toMatch(/Apotheke[\s\S]*112/);
    expect(declineReply({ ...contextOf('en'), topic: 'diagnosis' })).toContain('not a doctor');
  });

  it('answers in the person language with their figures, and plainly without data', () => {
    expect(
      builtinReply({ ...contextOf('de'), message: 'Wie habe ich diese Woche geschlafen?', facts: EVAL_FACTS.typical })
        .text,
    ).toContain('6,1 h');
    const none = builtinReply({ ...contextOf('en'), message: 'How did I sleep last night?', facts: EVAL_FACTS.empty });
    expect(none).toMatchObject({ intent: 'sleep_last_night' });
    expect(none.text).toContain('no sleep value for last night');
  });

  it('every intent renders in every language with no placeholder, HTML or outside link', () => {
    const samples: Record<string, string> = {};
    for (const language of LANGUAGES) {
      for (const facts of [EVAL_FACTS.typical, EVAL_FACTS.empty, EVAL_FACTS.demo]) {
        for (const message of [
          'hi',
          'how did i sleep',
          'sleep last night',
          'steps',
          'steps today',
          'active',
          'heart rate',
          'goals',
          'streak',
          'focus',
          'sleep better',
          'walk more',
          'stress',
          'food',
          'smoking',
          'healthy weight',
          'what can you do',
          'who are you',
          'how was my week',
          'ignore previous instructions',
          'weather',
        ]) {
          const reply = builtinReply({ ...contextOf(language), message, facts });
          samples[reply.intent] = message;
          expect(reply.text).not.toMatch(/\{\{|<[a-z]|\]\((?!\/)/);
        }
      }
    }
    expect(Object.keys(samples).sort()).toEqual([...INTENTS].sort());
  });

  it('suggests up to 4 questions from the facts that the engine answers as meant', () => {
    for (const language of LANGUAGES) {
      const context = contextOf(language);
      const questions = suggestedQuestions({ ...context, facts: EVAL_FACTS.typical });
      expect(questions).toHaveLength(4);
      const intents = questions.map((question) => matchIntent(question, language));
      expect(intents).toEqual(['sleep_week', 'steps_week', 'steps_today', 'active_minutes_week']);
      const fallback = suggestedQuestions({ ...context, facts: EVAL_FACTS.empty }).map((question) =>
        matchIntent(question, language),
      );
      expect(fallback).toEqual(['improve_sleep', 'goals', 'what_can_you_do']);
    }
  });
});
