import { request as httpRequest } from 'node:http';
import { CURRENT_ACCEPTANCE, getMe, lookupCompany, signUp } from '@openwell/contracts';
import { sessionCookie } from './http-bench.ts';

/**
 * Employees for the benchmarks, made through the product's own API: sign-up in the first department of a company the
 * server seeded (DEMO_COMPANY_CODE), all consents given (AI tips too), English, female, 35.
 */
export type TBenchCompany = { code: string; password: string };
export type TBenchEmployee = { cookie: string; userId: string };

/** The company's first department per server (the lookup is rate limited: once per server). */
const firstDepartments = new Map<string, string>();

/** The sign-up body of an employee of the company's first department. */
export async function signUpBody(url: string, company: TBenchCompany, email: string): Promise<string> {
  let departmentId = firstDepartments.get(url);
  if (!departmentId) {
    const lookup = await fetch(`${url}${lookupCompany.path}?code=${company.code}`);
    if (!lookup.ok) throw new Error(`company lookup failed: ${lookup.status} ${await lookup.text()}`);
    departmentId = ((await lookup.json()) as { departments: Array<{ id: string }> }).departments[0]!.id;
    firstDepartments.set(url, departmentId);
  }
  return JSON.stringify({
    email,
    password: company.password,
    companyCode: company.code,
    departmentId,
    age: 35,
    gender: 'female',
    language: 'en',
    consents: { dataProcessing: true, aiTips: true, companyInsights: true },
    acceptedLegalVersions: CURRENT_ACCEPTANCE,
  });
}

/** Signs up one employee; returns the session cookie and the user id. */
export async function signUpEmployee(url: string, company: TBenchCompany, email: string): Promise<TBenchEmployee> {
  const response = await fetch(`${url}${signUp.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: await signUpBody(url, company, email),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookie(response);
  const { id: userId } = (await response.json()) as { id: string };
  const me = await fetch(`${url}${getMe.path}`, { headers: { cookie } });
  if (!me.ok) throw new Error(`GET ${getMe.path} with the new session failed: ${me.status}`);
  return { cookie, userId };
}

/**
 * Signs up an employee from another loopback address (all of 127.0.0.0/8 is the loopback interface): sign-up is rate
 * limited per client address, and benchmarks with many people need more than one address allows.
 */
export async function signUpFrom(
  url: string,
  company: TBenchCompany,
  email: string,
  localAddress: string,
): Promise<TBenchEmployee> {
  const body = await signUpBody(url, company, email);
  const target = new URL(`${url}${signUp.path}`);
  const answer = await new Promise<{ status: number; cookie: string; text: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: url },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookie: (response.headers['set-cookie'] ?? []).map((value) => value.split(';')[0]).join('; '),
            text,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  if (answer.status !== 201) throw new Error(`sign-up from ${localAddress} failed: ${answer.status} ${answer.text}`);
  return { cookie: answer.cookie, userId: (JSON.parse(answer.text) as { id: string }).id };
}
