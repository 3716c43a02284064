import { DEFAULT_SEED_PASSWORD } from './seed-args.ts';
import { seedEmployeeEmail } from './seed-plan.ts';
import type { TSeedReport } from './scale-seed.ts';

const number = (value: number) => value.toLocaleString('en');

/** What `npm run seed` prints at the end: the companies with their codes, the password, counts and times. */
export function formatSeedReport(report: TSeedReport): string {
  const { options } = report;
  const rows = report.companies.map((company) => [
    String(company.index + 1),
    company.name,
    company.code,
    company.defaultLanguage,
    company.timeZone,
    String(company.departments),
    company.skippedEmployees > 0
      ? `${number(company.employeesCreated)} (+${number(company.skippedEmployees)} already there)`
      : number(company.employeesCreated),
    company.created ? '' : 'existed: reused',
  ]);
  const header = ['#', 'Company', 'Code', 'Language', 'Time zone', 'Departments', 'New employees', ''];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd();

  const employeeSeconds = report.steps.find((step) => step.name === 'employees')?.seconds ?? 0;
  const employeesCreated = report.companies.reduce((sum, company) => sum + company.employeesCreated, 0);
  const passwordNote =
    options.password === DEFAULT_SEED_PASSWORD ? '(the default; choose another with --password)' : '(--password)';
  return [
    '',
    `Scale seed ${options.seed}: ${options.companies} companies x ${options.departmentsPerCompany} departments, ` +
      `${number(options.users)} employees.`,
    '',
    line(header),
    ...rows.map(line),
    '',
    `Password of every seeded employee: ${options.password}  ${passwordNote}`,
    `Their e-mails: employee<n>.c<company #>.s${options.seed}@example.com, e.g. ${seedEmployeeEmail(options.seed, 0, 0)}`,
    '',
    ...report.steps.flatMap((step) => [
      `${step.name} (${step.seconds.toFixed(1)} s): ` +
        Object.entries(step.counts)
          .map(([label, count]) => `${number(count)} ${label}`)
          .join(', '),
    ]),
    employeesCreated > 0 && employeeSeconds > 0
      ? `${number(Math.round(employeesCreated / employeeSeconds))} employees per second.`
      : '',
    `Done in ${report.seconds.toFixed(1)} s.`,
  ]
    .filter((text, index, all) => text !== '' || all[index - 1] !== '')
    .join('\n');
}
