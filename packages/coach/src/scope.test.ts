import { describe, expect, it } from 'vitest';
import { detectOutOfScope } from './safety.ts';

describe('detectOutOfScope', () => {
  it.each([
    'Do I have diabetes?',
    'What is wrong with me?',
    'Is this cancer?',
    'Could this be sleep apnea?',
    'Habe ich eine Depression?',
    'Ist das Bluthochdruck?',
    'Heb ik diabetes?',
    'Wat mankeert me?',
    "Est-ce que j'ai un cancer ?",
    "Qu'est-ce que j'ai ?",
    'Ho il diabete?',
    'Cosa ho che non va?',
    'Can you diagnose my tiredness?',
    "J'ai peut-être un trouble du sommeil ?",
  ])('declines the diagnosis question "%s"', (text) => {
    expect(detectOutOfScope(text)).toBe('diagnosis');
  });

  it.each([
    'How much ibuprofen can I take?',
    'Should I take melatonin?',
    'Can I stop my blood pressure pills?',
    'Is 400 mg of magnesium too much?',
    'Welche Dosis Melatonin?',
    'Kann ich die Tabletten absetzen?',
    'Hoeveel paracetamol mag ik nemen?',
    'Moet ik mijn medicatie aanpassen?',
    'Quel médicament pour dormir ?',
    'Je peux arrêter mes comprimés ?',
    'Quale farmaco per il mal di testa?',
    'Posso prendere la tachipirina?',
  ])('declines the medication question "%s"', (text) => {
    expect(detectOutOfScope(text)).toBe('medication');
  });

  it.each([
    'How did I sleep this week?',
    'How can I get more steps?',
    'Wie habe ich diese Woche geschlafen?',
    'Was habe ich heute geschafft?',
    'Hoeveel stappen heb ik gezet?',
    'Comment améliorer mon sommeil ?',
    'Come posso dormire meglio?',
    'Is it normal to feel tired after a long run?',
    'Give me a healthy recipe idea',
    'Is it normal to have trouble sleeping after late workouts?',
    'Give me a moment, okay?',
  ])('answers "%s"', (text) => {
    expect(detectOutOfScope(text)).toBeNull();
  });
});
