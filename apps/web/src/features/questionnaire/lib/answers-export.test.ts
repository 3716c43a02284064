import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { answers } from '../test/health-profile-fixtures.ts';
import { answersCsv, answersCsvRows, answersFileName } from './answers-export.ts';

const en = () => i18n.getFixedT('en');

describe('answersCsvRows', () => {
  it('one row per answered question in the definition order, labels and answers in words', () => {
    expect(answersCsvRows(en(), answers(), 'en')).toEqual([
      ['Section', 'Question', 'Answer'],
      [
        'Your consent',
        'I consent to the processing of my answers to this questionnaire to give me a personal health profile and tips.',
        'Given',
      ],
      ['Body', 'Height', '168 cm'],
      ['Body', 'Weight', '77.3 kg'],
      [
        'Diagnosed conditions',
        'Heart and circulation',
        'High blood pressure and Irregular heartbeat (for example atrial fibrillation)',
      ],
      ['Diagnosed conditions', 'Metabolism', 'None of these'],
      ['Complaints', 'Muscles, bones and joints', 'Back pain: 6 / 10 (When sitting long)'],
      ['Complaints', 'Muscles, bones and joints', 'Tennis elbow: 3 / 10'],
      ['Complaints', 'Other complaints', 'None of these'],
      ['Medication', 'Do you take medication regularly?', 'Yes'],
      ['Medication', 'Which medication?', 'Ramipril'],
      ['Fitness, stress and nutrition', 'How fit do you feel?', 'Rather unfit (2 of 5)'],
      ['Fitness, stress and nutrition', 'How stressed do you feel?', 'Quite stressed (4 of 5)'],
      ['Fitness, stress and nutrition', 'How healthy is your diet?', 'Rather healthy (4 of 5)'],
      ['Fitness, stress and nutrition', 'Do you follow a special diet?', 'Vegetarian'],
      ['Smoking, alcohol and caffeine', 'Do you smoke?', 'Former smoker (have quit)'],
      ['Smoking, alcohol and caffeine', 'How often do you drink alcohol?', 'Weekly'],
      [
        'Smoking, alcohol and caffeine',
        'How many cups of caffeinated drinks (coffee, tea, energy drinks) do you have a day?',
        '3-4 cups',
      ],
      ['Family and home', 'Children', 'Baby (0-2 years) and School age (6-12 years)'],
      ['Family and home', 'Pets', 'None of these'],
      ["Women's health", 'Is your menstrual cycle regular?', 'Yes'],
      ["Women's health", 'How long is your cycle?', '28 days'],
      ['Motivation', 'How much do you want to improve your health for your own sake?', 'Very much (5 of 5)'],
      ['Motivation', 'What makes healthy habits hard in your day?', 'Long meetings, "no time"'],
    ]);
  });

  it('leaves out what was not answered, and a hidden question (medication names without "yes")', () => {
    const rows = answersCsvRows(
      en(),
      { consent: { dataProcessing: true }, medications: { takesMedication: false, names: 'left over' } },
      'en',
    );
    expect(rows.map((row) => row[2])).toEqual(['Answer', 'Given', 'No']);
  });

  it("in the person's language: German labels, decimal comma", () => {
    const rows = answersCsvRows(i18n.getFixedT('de'), answers(), 'de');
    expect(rows[0]).toEqual(['Bereich', 'Frage', 'Antwort']);
    const weight = rows.find((row) => row[2]?.endsWith(' kg'));
    expect(weight?.[2]).toBe('77,3 kg');
  });
});

describe('answersCsv', () => {
  it('quotes what needs quoting, neutralises formulas, starts with a byte order mark', async () => {
    const csv = await answersCsv(
      en(),
      answers({ motivation: { extrinsicSources: '=HYPERLINK("http://example.test")', dailyChallenges: 'A, "B"' } }),
      'en',
    );
    expect(csv.startsWith('\uFEFFSection,Question,Answer\r\n')).toBe(true);
    expect(csv).toContain('Motivation,What else motivates you?,"\'=HYPERLINK(""http://example.test"")"');
    expect(csv).toContain('Motivation,What makes healthy habits hard in your day?,"A, ""B"""');
    expect(csv).toContain('Body,Weight,77.3 kg\r\n');
  });

  it('is named after the completion day', () => {
    expect(answersFileName(en(), '2026-03-02')).toBe('my-health-questionnaire-2026-03-02.csv');
  });
});
