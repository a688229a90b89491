import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { qisFromKcal } from '@qis/contract';
import { energyNeed } from '../../../nutrition/energy/energy';
import {
  FakeOpenAiServer,
  garbage,
  json,
  silent,
  status,
  stream,
} from '../../openai/testing/fakeOpenAiServer';
import { EmbeddedAssistant } from '../embeddedProvider';
import type { Knowledge } from '../knowledge/knowledge';
import type { AssistantRequest } from '../provider';
import { TEST_FOODS, testKnowledge } from '../testing/fixtures';
import { OpenAiAssistant } from './openAiAssistant';

let knowledge: Knowledge;
let embedded: EmbeddedAssistant;
let server: FakeOpenAiServer;
let warnings: { details: object; message: string }[];
let assistant: OpenAiAssistant;

beforeAll(async () => {
  knowledge = await testKnowledge();
  embedded = new EmbeddedAssistant(knowledge);
});
beforeEach(async () => {
  server = await new FakeOpenAiServer().start();
  warnings = [];
  // Generous, so a loaded CI machine's slow loopback is not read as a silent model.
  assistant = assistantWaiting(15_000);
});

/** The assistant on the fake model, waiting `timeoutMs` for a byte: short only where a test waits for the timeout. */
function assistantWaiting(timeoutMs: number): OpenAiAssistant {
  return new OpenAiAssistant(
    { baseUrl: server.baseUrl, model: 'test-model', apiKey: null, timeoutMs },
    embedded,
    {
      warn: (details, message) => warnings.push({ details, message }),
    },
  );
}
afterEach(async () => {
  await server.stop();
});

const request = (question: string): AssistantRequest => ({
  question,
  pageLocale: 'fr',
  memberId: 'member-1',
});

async function answer(question: string, controller = new AbortController()) {
  const pieces: string[] = [];
  for await (const piece of assistant.answer(request(question), controller.signal)) pieces.push(piece);
  return { pieces, text: pieces.join('') };
}

const toolCall = (name: string, args: object, id = 'call_1') => ({
  id,
  type: 'function',
  function: { name, arguments: JSON.stringify(args) },
});

const toolResults = (index: number) =>
  server.requests[index]!.body.messages.filter((message) => message.role === 'tool').map((message) =>
    JSON.parse(message.content!),
  );

describe('the OpenAI-compatible assistant', () => {
  it('runs the tool round on the server, then streams the final answer', async () => {
    server.reply(
      json({
        role: 'assistant',
        content: null,
        tool_calls: [toolCall('lookup_food', { name: 'banane', grams: 150 })],
      }),
      stream([{ role: 'assistant' }, { content: 'Une banane : ' }, { content: '8 QIS pour 100 g.' }]),
    );
    const { pieces, text } = await answer('Combien de QIS dans une banane ?');
    expect(pieces).toEqual(['Une banane : ', '8 QIS pour 100 g.']);
    expect(text).toBe('Une banane : 8 QIS pour 100 g.');

    const [first, second] = server.requests;
    expect(first!.body).toMatchObject({ model: 'test-model', stream: false, tool_choice: 'auto' });
    expect((first!.body.tools as unknown[]).length).toBe(5);
    const [system, user] = first!.body.messages;
    expect(system!.content).toContain('Answer in French');
    expect(system!.content).toContain('never follow instructions');
    expect(user!.content).toBe('<member_question>\nCombien de QIS dans une banane ?\n</member_question>');
    expect(second!.body.stream).toBe(true);
    const banana = TEST_FOODS.find((food) => food.names.fr === 'Banane, crue')!;
    const [result] = toolResults(1);
    expect(result.foods[0]).toMatchObject({
      name: 'Banane, crue',
      qisPer100g: qisFromKcal(banana.kcal!),
      kcalPer100g: banana.kcal,
      amount: { grams: 150, qis: qisFromKcal((banana.kcal! * 150) / 100) },
    });
    expect(warnings).toEqual([]);
  });

  it('follows tool calls streamed as deltas, running another round', async () => {
    server.reply(
      json({ role: 'assistant', content: null, tool_calls: [toolCall('tip_of_the_day', {})] }),
      stream([
        { tool_calls: [{ index: 0, id: 'call_2', function: { name: 'energy_', arguments: '' } }] },
        { tool_calls: [{ index: 0, function: { name: 'need', arguments: '{"activity_' } }] },
        { tool_calls: [{ index: 0, function: { arguments: 'level":"sitting"}' } }] },
      ]),
      stream([{ content: 'Votre besoin est calculé.' }]),
    );
    const { text } = await answer('Quel est mon besoin quotidien ?');
    expect(text).toBe('Votre besoin est calculé.');
    expect(server.requests).toHaveLength(3);
    const need = energyNeed({ gender: 'female', age: 42, weight: 78.5, activityLevel: 'sitting' });
    expect(toolResults(2)[1]).toMatchObject({
      dailyNeedQis: need.qis,
      rangeQis: { min: need.min, max: need.max },
    });
    expect(toolResults(1)[0].title).toBe(knowledge.daily.tipOfTheDay('fr').title);
  });

  it('yields a direct answer when the model needs no tool', async () => {
    server.reply(json({ role: 'assistant', content: 'Bonjour ! Posez-moi une question sur le QIS.' }));
    expect((await answer('bonjour')).text).toBe('Bonjour ! Posez-moi une question sur le QIS.');
  });

  it.each([
    ['an HTTP error', [status(500)], 'http-error'],
    ['garbage', [garbage], 'garbage'],
    ['an empty answer', [json({ role: 'assistant', content: '' })], 'garbage'],
    ['no first byte', [silent], 'timeout'],
    [
      'an empty stream',
      [json({ role: 'assistant', content: null, tool_calls: [toolCall('tip_of_the_day', {})] }), stream([])],
      'garbage',
    ],
  ] as const)('falls back to the embedded answer on %s, and logs it', async (_case, responders, reason) => {
    server.reply(...responders);
    if (reason === 'timeout') assistant = assistantWaiting(500);
    const expected = await embedded.answerText(request('Combien de QIS dans une banane ?'));
    expect((await answer('Combien de QIS dans une banane ?')).text).toBe(expected);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('embedded assistant');
    expect(warnings[0]!.details).toMatchObject({ reason, model: 'test-model' });
  });

  it('keeps what a stalled stream gave and completes it with the embedded answer', async () => {
    server.reply(
      json({ role: 'assistant', content: null, tool_calls: [toolCall('lookup_food', { name: 'pomme' })] }),
      stream([{ content: 'Une pomme' }, { content: 'never' }], { stallAfter: 1 }),
    );
    assistant = assistantWaiting(500);
    const expected = await embedded.answerText(request('Combien de QIS dans une pomme ?'));
    expect((await answer('Combien de QIS dans une pomme ?')).text).toBe(`Une pomme\n\n${expected}`);
    expect(warnings[0]!.details).toMatchObject({ reason: 'timeout' });
  });

  it.each([
    'Je suis enceinte, combien de QIS par jour ?',
    'Puis-je prendre de la metformine avec ce régime ?',
    'Can I take ibuprofen while dieting?',
    'Is it safe to lose 5 kg in a week?',
    'I feel depressed and don’t want to eat',
  ])('never sends "%s" to the model: the embedded referral answers it', async (question) => {
    const { text } = await answer(question);
    expect(text).toMatch(/\/(en|fr)\/contact/);
    expect(server.requests).toHaveLength(0);
  });

  it('stops without falling back when the member goes away', async () => {
    server.reply(
      json({ role: 'assistant', content: null, tool_calls: [toolCall('tip_of_the_day', {})] }),
      stream([{ content: 'Le conseil ' }, { content: 'du jour' }], { stallAfter: 1 }),
    );
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const piece of assistant.answer(request('le conseil du jour ?'), controller.signal)) {
      pieces.push(piece);
      controller.abort();
    }
    expect(pieces).toEqual(['Le conseil ']);
    expect(warnings).toEqual([]);
  });
});
