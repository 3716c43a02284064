import { CURRENT_ACCEPTANCE, type TGender } from '@openwell/contracts';
import { LANGUAGES, type TLanguage } from '@openwell/i18n';
import type { TEmployeeImportRow } from '../features/accounts/accounts.import.service.ts';
import { CODE_ALPHABET } from '../features/companies/company-code.ts';
import { createPrng, type TPrng } from '../lib/prng.ts';

/**
 * What the scale seed writes, as pure functions of the seed number and the indexes: company `c` of seed `s` has the
 * same name, language, time zone, code candidates and departments whatever --companies is, and its employee `e` the
 * same e-mail, age, gender, language and consents whatever --users is (as long as the department count is the same).
 * Every value comes from a PRNG stream named after what it is for.
 */

export type TCompanyPlan = {
  /** 0-based; printed 1-based. */
  index: number;
  name: string;
  defaultLanguage: TLanguage;
  timeZone: string;
  departments: string[];
  /** Relative department sizes (employees are drawn with these weights). */
  departmentWeights: number[];
};

export type TEmployeePlan = Omit<TEmployeeImportRow, 'departmentId'> & { departmentIndex: number };

const NAME_PARTS: Record<TLanguage, { first: readonly string[]; second: readonly string[]; forms: readonly string[] }> =
  {
    en: {
      first: ['Northwind', 'Bluebird', 'Harbour', 'Oakridge', 'Silverline', 'Brightwater', 'Redstone', 'Kestrel'],
      second: ['Analytics', 'Logistics', 'Health', 'Systems', 'Foods', 'Energy', 'Robotics', 'Insurance'],
      forms: ['Ltd', 'PLC', 'Inc.', 'Group'],
    },
    de: {
      first: ['Nordlicht', 'Bergblick', 'Rheintal', 'Sonnenhof', 'Eichenwald', 'Alpenglanz', 'Hafenkante', 'Lindenau'],
      second: [
        'Logistik',
        'Maschinenbau',
        'Versicherungen',
        'Energie',
        'Software',
        'Lebensmittel',
        'Bau',
        'Medizintechnik',
      ],
      forms: ['GmbH', 'AG', 'KG', 'GmbH & Co. KG'],
    },
    nl: {
      first: ['Zeewind', 'Tulpenveld', 'Grachtzicht', 'Polderhof', 'Molenaar', 'Duinrand', 'IJsselkade', 'Hooghe'],
      second: ['Logistiek', 'Techniek', 'Verzekeringen', 'Energie', 'Zorg', 'Bouw', 'Voeding', 'Software'],
      forms: ['B.V.', 'N.V.', 'Groep', 'Holding'],
    },
    fr: {
      first: ['Beaulieu', 'Clairval', 'Montrose', 'Lumière', 'Bellerive', 'Roseraie', 'Vauclair', 'Mistral'],
      second: ['Logistique', 'Énergie', 'Assurances', 'Santé', 'Informatique', 'Alimentaire', 'Industrie', 'Conseil'],
      forms: ['SA', 'SAS', 'SARL', 'Groupe'],
    },
    it: {
      first: ['Aurora', 'Belvedere', 'Fontana', 'Solaria', 'Vallombrosa', 'Marina', 'Castello', 'Rivoli'],
      second: ['Logistica', 'Energia', 'Assicurazioni', 'Salute', 'Informatica', 'Alimentari', 'Meccanica', 'Servizi'],
      forms: ['S.p.A.', 'S.r.l.', 'Gruppo', 'Holding'],
    },
  };

const TIME_ZONES: Record<TLanguage, readonly string[]> = {
  en: ['Europe/London', 'Europe/Dublin', 'America/New_York', 'America/Chicago', 'Australia/Sydney'],
  de: ['Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich'],
  nl: ['Europe/Amsterdam', 'Europe/Brussels'],
  fr: ['Europe/Paris', 'Europe/Brussels', 'Europe/Zurich', 'America/Montreal'],
  it: ['Europe/Rome', 'Europe/Zurich'],
};

export const SEED_DEPARTMENT_NAMES = [
  'Engineering',
  'Sales',
  'Marketing',
  'Operations',
  'Finance',
  'People & Culture',
  'Customer Success',
  'Legal',
  'Procurement',
  'Logistics',
  'Research',
  'Product',
  'Design',
  'Quality',
  'IT',
  'Facilities',
  'Communications',
  'Security',
  'Data & Analytics',
  'Support',
  'Manufacturing',
  'Strategy',
  'Training',
  'Compliance',
  'Partnerships',
  'Administration',
  'Health & Safety',
  'Internal Audit',
  'Treasury',
  'Sustainability',
] as const;

/** Company `index` of seed `seed`; `earlierNames` (the companies before it) keep names unique within a run. */
export function planCompany(
  seed: number,
  index: number,
  departmentsPerCompany: number,
  earlierNames: ReadonlySet<string>,
): TCompanyPlan {
  const random = createPrng(seed, `company:${index}`);
  const defaultLanguage = random.pick(LANGUAGES);
  const parts = NAME_PARTS[defaultLanguage];
  const base = `${random.pick(parts.first)} ${random.pick(parts.second)} ${random.pick(parts.forms)}`;
  let name = base;
  for (let n = 2; earlierNames.has(name); n++) name = `${base} ${n}`;
  const timeZone = random.pick(TIME_ZONES[defaultLanguage]);
  const pool = random.shuffle(SEED_DEPARTMENT_NAMES);
  const departments = Array.from({ length: departmentsPerCompany }, (_, i) =>
    i < pool.length ? pool[i]! : `${pool[i % pool.length]!} ${Math.floor(i / pool.length) + 1}`,
  );
  // Sizes between 1 and 4 parts: some departments are several times larger than others, as in real companies.
  const departmentWeights = departments.map(() => 1 + random.int(4));
  return { index, name, defaultLanguage, timeZone, departments, departmentWeights };
}

/** The companies of a run, in order. */
export function planCompanies(seed: number, companies: number, departmentsPerCompany: number): TCompanyPlan[] {
  const names = new Set<string>();
  return Array.from({ length: companies }, (_, index) => {
    const plan = planCompany(seed, index, departmentsPerCompany, names);
    names.add(plan.name);
    return plan;
  });
}

/**
 * The deterministic code candidates of company `index` (the form of generateCompanyCode: `K7QM3-XZP9H`): the first,
 * then the next ones should a code be taken. Derived from the seed, so guessable by whoever knows it: demo data only.
 */
export function companyCodeSource(seed: number, index: number): () => string {
  const random = createPrng(seed, `company-code:${index}`);
  const group = () => Array.from({ length: 5 }, () => random.pick([...CODE_ALPHABET])).join('');
  return () => `${group()}-${group()}`;
}

/** Employees per company: `users` spread evenly, the first companies taking one more when it does not divide. */
export function employeesPerCompany(users: number, companies: number): number[] {
  const base = Math.floor(users / companies);
  return Array.from({ length: companies }, (_, index) => base + (index < users % companies ? 1 : 0));
}

/** E-mail of employee `employeeIndex` of company `companyIndex` of seed `seed` (all 0-based; printed 1-based). */
export function seedEmployeeEmail(seed: number, companyIndex: number, employeeIndex: number): string {
  return `employee${employeeIndex + 1}.c${companyIndex + 1}.s${seed}@example.com`;
}

function planOneEmployee(seed: number, company: TCompanyPlan, employeeIndex: number, random: TPrng): TEmployeePlan {
  // A fixed number of draws per employee, so employee e is the same whatever comes after it.
  const departmentIndex = random.weighted(company.departmentWeights);
  const age = Math.round(20 + (45 * (random.next() + random.next() + random.next())) / 3);
  const gender: TGender = random.chance(0.5) ? 'female' : 'male';
  const ownLanguage = random.chance(0.8);
  const otherLanguage = random.pick(LANGUAGES);
  const aiTips = random.chance(0.6);
  const companyInsights = random.chance(0.75);
  return {
    email: seedEmployeeEmail(seed, company.index, employeeIndex),
    departmentIndex,
    age,
    gender,
    language: ownLanguage ? company.defaultLanguage : otherLanguage,
    consents: { dataProcessing: true, aiTips, companyInsights },
    acceptedLegalVersions: { ...CURRENT_ACCEPTANCE },
  };
}

/** The first `count` employees of a company. */
export function planEmployees(seed: number, company: TCompanyPlan, count: number): TEmployeePlan[] {
  const random = createPrng(seed, `employees:${company.index}`);
  return Array.from({ length: count }, (_, employeeIndex) => planOneEmployee(seed, company, employeeIndex, random));
}
