import { describe, expect, it } from '@jest/globals';
import { createAssistant } from './createAssistant';
import { testContentDir, testFoodsService } from './testing/fixtures';

const deps = async () => ({
  members: { findById: async () => null },
  weights: { weightHistory: async () => [] },
  foods: await testFoodsService(),
  logger: { warn: () => undefined },
  contentDir: testContentDir(),
});

describe('createAssistant', () => {
  it('answers with the embedded assistant unless a model is configured', async () => {
    expect(createAssistant({ ...(await deps()), config: { assistant: null } }).name).toBe('embedded');
    const configured = createAssistant({
      ...(await deps()),
      config: { assistant: { baseUrl: 'http://127.0.0.1:9', model: 'm', apiKey: null, timeoutMs: 1000 } },
    });
    expect(configured.name).toBe('openai-compatible');
  });

  it('falls back to the embedded answer when the configured server cannot be reached', async () => {
    const warnings: string[] = [];
    const assistant = createAssistant({
      ...(await deps()),
      logger: { warn: (_details, message) => warnings.push(message) },
      // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
      config: { assistant: { baseUrl: 'http://127.0.0.1:9', model: 'm', apiKey: null, timeoutMs: 1000 } },
    });
    let text = '';
    for await (const piece of assistant.answer(
      { question: 'Combien de QIS dans une banane ?', pageLocale: 'fr', memberId: 'm' },
      new AbortController().signal,
    )) {
      text += piece;
    }
    expect(text).toMatch(/^Banane, crue :/);
    expect(warnings).toEqual([
      'assistant model failed (network): answering with the embedded assistant instead',
    ]);
  });
});
