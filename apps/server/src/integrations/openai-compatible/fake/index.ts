export {
  startFakeOpenAi,
  type FakeOpenAi,
  type TFakeOpenAiBehaviour,
  type TFakeOpenAiOptions,
  type TFakeOpenAiRequest,
} from './fake-openai-server.ts';
export { CHARS_PER_TOKEN, countTokens, echoReply, type TFakeChatRequestBody } from './completion.ts';
