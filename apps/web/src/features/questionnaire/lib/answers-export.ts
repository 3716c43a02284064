import type { TFunction } from 'i18next';
import type { TQuestionnaireAnswers } from '@openwell/contracts';
import { answersSummary, complaintLine } from './answers-summary.ts';

/**
 * "Download my answers": a CSV file with the columns section, question and answer, in the person's language, built
 * from the same summary as the read-only view (a complaint is a row of its own). Made in the browser from the answers
 * the person already has: nothing is sent anywhere. papaparse writes the CSV (quoting, and `escapeFormulae`, so a
 * free text starting with "=" is not run as a formula by a spreadsheet); it is loaded only when a file is made.
 */
export function answersCsvRows(t: TFunction, answers: TQuestionnaireAnswers, language: string): string[][] {
  const header = [
    t('healthProfile:answers.csvHeader.section'),
    t('healthProfile:answers.csvHeader.question'),
    t('healthProfile:answers.csvHeader.answer'),
  ];
  const rows = answersSummary(t, answers, language).flatMap((section) =>
    section.rows.flatMap((row) =>
      row.value.kind === 'text'
        ? [[section.title, row.question, row.value.text]]
        : row.value.complaints.map((complaint) => [section.title, row.question, complaintLine(t, complaint)]),
    ),
  );
  return [header, ...rows];
}

export async function answersCsv(t: TFunction, answers: TQuestionnaireAnswers, language: string): Promise<string> {
  const { unparse } = await import('papaparse');
  // A byte order mark, so spreadsheet programs read the file as UTF-8 (umlauts, accents).
  return `\uFEFF${unparse(answersCsvRows(t, answers, language), { escapeFormulae: true, newline: '\r\n' })}`;
}

/** The file's name: "my-health-questionnaire-2026-03-12.csv" (the first part in the person's language). */
export function answersFileName(t: TFunction, completedOn: string): string {
  return `${t('healthProfile:answers.fileName')}-${completedOn}.csv`;
}

/** Hands a text file to the browser's download (a link to a blob URL, clicked, then released). */
export function saveTextFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Builds the CSV of these answers and downloads it. */
export async function downloadAnswers(
  t: TFunction,
  answers: TQuestionnaireAnswers,
  completedOn: string,
  language: string,
): Promise<void> {
  const csv = await answersCsv(t, answers, language);
  saveTextFile(answersFileName(t, completedOn), csv, 'text/csv;charset=utf-8');
}
