import { describe, expect, test } from 'vitest';
import { keywordLabel } from '@gatling/shared/keywords';
import { splitAgentContent } from '@gatling/shared/api/agent';
import { coreUsers } from '../../db/schema/core-users';
import { platformConnections } from '../../db/schema/connections';
import { bearer, uniqueEmail, useTestApp } from '#test/harness';
import { audienceKit, SAAS_INTERVIEW } from '#test/kits/audience';
import { monitoringKit } from '#test/kits/monitoring';
import { agentKit } from '#test/kits/agent';

/** GET /api/agent/memory and the context the (offline) agent answers from. */
const t = useTestApp();
const kit = agentKit(t);

const STYLE = 'Short, dry sentences. Lowercase. Never uses exclamation marks.';

describe('the agent memory', () => {
  test('before any setup: nothing known', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    expect(await kit.memory(ada)).toEqual({
      username: null,
      style_prompt: null,
      audience_summary: null,
      core_users: [],
      keywords: { active: [], inactive: [] },
      rules: [],
      business_summary: null,
    });
  });

  test('a user who connected only Bluesky is known by their Bluesky handle', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    await t.database.db.insert(platformConnections).values({
      userId: cy.user.id,
      platform: 'bluesky',
      providerKind: 'live',
      externalUserId: 'did:plc:cy',
      username: 'cy.bsky.social',
      displayName: 'Cy',
      accessTokenSealed: 'not opened here',
      accessSecretSealed: 'not opened here',
    });
    expect((await kit.memory(cy)).username).toBe('cy.bsky.social');
  });

  test('reflects the setup: account, style, audience, core users, keywords, rules, business', async () => {
    const { session: ben, handle } = await monitoringKit(t).connectedUser('ben');
    const ok = async (res: Response) => expect([200, 201], await res.clone().text()).toContain(res.status);
    await ok(await t.post('/api/users/style', { style_prompt: STYLE }, bearer(ben)));
    const audience = audienceKit(t);
    for (const answer of SAAS_INTERVIEW) await audience.say(ben, answer);
    const { active_keywords: interviewed } = await audience.status(ben);
    const [paused, ...active] = interviewed;
    await ok(await audience.toggle(ben, [{ keyword: paused, active: false }]));
    await t.database.db.insert(coreUsers).values(
      ['levelsio', 'patio11'].map((username, i) => ({
        userId: ben.user.id,
        username,
        usernameKey: username,
        displayName: username,
        createdAt: new Date(Date.now() + i),
      })),
    );
    const rules = [
      { trigger_prompt: 'Someone asks for a cold email tool', semantic_response: 'Mention our free trial' },
      { trigger_prompt: 'Someone complains about reply rates', semantic_response: null },
    ];
    await ok(await t.post('/api/qualification-rules', rules, bearer(ben)));
    const business = {
      business_email: 'hi@outbound.example',
      calendar_link: '',
      one_line_summary: '  Outbound that gets replies.  ',
      one_paragraph_summary: 'We write cold email sequences for seed-stage founders.',
      competitors: [],
    };
    await ok(await t.post('/api/business/info', business, bearer(ben)));

    const memory = await kit.memory(ben);
    expect(memory).toEqual({
      username: handle,
      style_prompt: STYLE,
      audience_summary: expect.stringMatching(/\S/),
      core_users: ['levelsio', 'patio11'],
      keywords: { active, inactive: [paused] },
      rules,
      business_summary: 'Outbound that gets replies.',
    });

    // The answer is built on the same context: the offline agent shows it back.
    const { text } = await kit.say(ben, 'Which keywords and rules do I have?');
    const { answer } = splitAgentContent(text);
    expect(answer).toContain(`Active keywords (${active.length})`);
    expect(answer).toContain(`Paused keywords (1):\n- ${keywordLabel(paused!)}`);
    expect(answer).not.toMatch(/-is:retweet|lang:/);
    expect(answer).toContain('Someone asks for a cold email tool → Mention our free trial');
    expect(answer).not.toContain('Next step');
  });

  test('a business with no one-line summary has no business_summary', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    const business = {
      business_email: 'cy@example.com',
      calendar_link: '',
      one_line_summary: '',
      one_paragraph_summary: 'A paragraph only.',
      competitors: [],
    };
    expect((await t.post('/api/business/info', business, bearer(cy))).status).toBe(200);
    expect((await kit.memory(cy)).business_summary).toBeNull();
  });
});
