import { ANONYMOUS, defineEndpoint } from '@openwell/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from './endpoint-route.ts';

const getAnswer = defineEndpoint({
  operationId: 'getTestAnswer',
  method: 'GET',
  path: '/api/test/answer',
  tags: ['test'],
  summary: 'A test answer',
  access: ANONYMOUS,
  query: z.object({ which: z.enum(['kept', 'other', 'bad']) }),
  responses: { 200: z.object({ value: z.number(), day: z.string() }) },
  errors: [],
});

async function appAnswering(answers: Record<string, object>) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let calls = 0;
  registerEndpoint(
    app,
    getAnswer,
    async ({ query }) => {
      calls += 1;
      return answers[query.which] as { value: number; day: string };
    },
    { reusedAnswers: true },
  );
  await app.ready();
  return { app, calls: () => calls };
}

describe('registerEndpoint with reusedAnswers', () => {
  it('serialises an answer by its schema (unknown fields stay out) and sends the same JSON for the same object', async () => {
    const kept = { value: 7, day: '2026-11-23', secret: 'not in the schema' };
    const { app, calls } = await appAnswering({ kept, other: { value: 8, day: '2026-11-24' } });
    const first = await app.inject({ method: 'GET', url: '/api/test/answer?which=kept' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ value: 7, day: '2026-11-23' });
    // Made once per object: answers are never changed once made, so a change is not seen (shown here on purpose).
    kept.value = 9;
    const again = await app.inject({ method: 'GET', url: '/api/test/answer?which=kept' });
    expect(again.body).toBe(first.body);
    const other = await app.inject({ method: 'GET', url: '/api/test/answer?which=other' });
    expect(other.json()).toEqual({ value: 8, day: '2026-11-24' });
    expect(calls()).toBe(3);
    await app.close();
  });

  it('an answer its schema refuses fails as any route’s would', async () => {
    const { app } = await appAnswering({ bad: { value: 'seven', day: '2026-11-23' } });
    const response = await app.inject({ method: 'GET', url: '/api/test/answer?which=bad' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('seven');
    await app.close();
  });
});
