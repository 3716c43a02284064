import { GENDERS, MAXIMUM_AGE, MINIMUM_AGE } from '@openwell/contracts';
import { LANGUAGES } from '@openwell/i18n';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../lib/prng.ts';
import {
  companyCodeSource,
  employeesPerCompany,
  planCompanies,
  planEmployees,
  seedEmployeeEmail,
} from './seed-plan.ts';

describe('createPrng', () => {
  it('gives the same numbers for the same seed and stream, others for another', () => {
    const draw = (seed: number, stream: string) => {
      const random = createPrng(seed, stream);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draw(1, 'a')).toEqual(draw(1, 'a'));
    expect(draw(1, 'a')).not.toEqual(draw(2, 'a'));
    expect(draw(1, 'a')).not.toEqual(draw(1, 'b'));
    for (const value of draw(3, 'c')) expect(value >= 0 && value < 1).toBe(true);
  });

  it('spreads integers over their range', () => {
    const random = createPrng(1, 'spread');
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[random.int(4)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });
});

describe('the seed plan', () => {
  it('is the same for the same seed, and a company does not depend on how many come after it', () => {
    const three = planCompanies(7, 3, 4);
    expect(planCompanies(7, 3, 4)).toEqual(three);
    expect(planCompanies(7, 5, 4).slice(0, 3)).toEqual(three);
    expect(planCompanies(8, 3, 4)).not.toEqual(three);
  });

  it('gives companies unique names, a language with a matching time zone, and distinct departments', () => {
    const companies = planCompanies(1, 200, 40);
    expect(new Set(companies.map((c) => c.name)).size).toBe(200);
    for (const company of companies) {
      expect(LANGUAGES).toContain(company.defaultLanguage);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: company.timeZone })).not.toThrow();
      expect(company.departments).toHaveLength(40);
      expect(new Set(company.departments.map((name) => name.toLowerCase())).size).toBe(40);
      expect(company.departmentWeights).toHaveLength(40);
    }
  });

  it('derives readable company codes from the seed', () => {
    const first = companyCodeSource(1, 0);
    const again = companyCodeSource(1, 0);
    const codes = [first(), first(), first()];
    expect([again(), again(), again()]).toEqual(codes);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{5}-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{5}$/);
    expect(new Set(codes).size).toBe(3);
    expect(companyCodeSource(2, 0)()).not.toBe(codes[0]);
    expect(companyCodeSource(1, 1)()).not.toBe(codes[0]);
  });

  it('spreads the employees evenly over the companies', () => {
    expect(employeesPerCompany(30, 2)).toEqual([15, 15]);
    expect(employeesPerCompany(10, 3)).toEqual([4, 3, 3]);
    expect(employeesPerCompany(2, 3)).toEqual([1, 1, 0]);
  });

  it('plans employees within the sign-up rules, the same ones whatever their number', () => {
    const [company] = planCompanies(5, 1, 3);
    const employees = planEmployees(5, company!, 500);
    expect(planEmployees(5, company!, 20)).toEqual(employees.slice(0, 20));
    expect(new Set(employees.map((e) => e.email)).size).toBe(500);
    expect(employees[41]!.email).toBe(seedEmployeeEmail(5, 0, 41));
    expect(employees[41]!.email).toBe('employee42.c1.s5@example.com');
    for (const employee of employees) {
      expect(employee.age).toBeGreaterThanOrEqual(MINIMUM_AGE);
      expect(employee.age).toBeLessThanOrEqual(MAXIMUM_AGE);
      expect(GENDERS).toContain(employee.gender);
      expect(LANGUAGES).toContain(employee.language);
      expect(employee.consents.dataProcessing).toBe(true);
      expect(employee.departmentIndex).toBeGreaterThanOrEqual(0);
      expect(employee.departmentIndex).toBeLessThan(3);
    }
    // Real variety: both genders, optional consents granted and refused, every department used.
    expect(new Set(employees.map((e) => e.gender)).size).toBe(2);
    expect(new Set(employees.map((e) => e.consents.aiTips)).size).toBe(2);
    expect(new Set(employees.map((e) => e.consents.companyInsights)).size).toBe(2);
    expect(new Set(employees.map((e) => e.departmentIndex)).size).toBe(3);
  });
});
