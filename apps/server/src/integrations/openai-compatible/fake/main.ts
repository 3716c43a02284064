/**
 * `npm run fake:openai -- [--port 4411] [--api-key KEY] [--reply TEXT] [--first-token-delay MS] [--chunk-delay MS]
 * [--control]`:
 * the fake OpenAI-compatible chat completions server on 127.0.0.1, for a developer's running product (the AI coach
 * without a model). It echoes the last user message unless `--reply` is given. `--control` serves the control API
 * the e2e suite scripts it with (README.md). Stops on Ctrl+C.
 */
import { parseArgs } from 'node:util';
import { startFakeOpenAi } from './fake-openai-server.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4411' },
    'api-key': { type: 'string' },
    reply: { type: 'string' },
    'first-token-delay': { type: 'string', default: '300' },
    'chunk-delay': { type: 'string', default: '40' },
    control: { type: 'boolean', default: false },
  },
});

const fake = await startFakeOpenAi({
  port: Number(values.port),
  apiKey: values['api-key'] ?? null,
  control: values.control,
  behaviour: {
    kind: 'ok',
    ...(values.reply === undefined ? {} : { reply: values.reply }),
    firstTokenDelayMs: Number(values['first-token-delay']),
    chunkDelayMs: Number(values['chunk-delay']),
  },
});

print(`Fake OpenAI-compatible server listening on ${fake.url}`);
print(`  AI_BASE_URL=${fake.url}`);
print(`  AI_MODEL=fake-model            (any model name is accepted)`);
print(`  AI_API_KEY=${values['api-key'] ?? '(not required)'}`);
print(`  Replies: ${values.reply === undefined ? '"Echo: <your last message>"' : JSON.stringify(values.reply)}`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
