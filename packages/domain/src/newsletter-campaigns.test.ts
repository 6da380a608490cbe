import { describe, expect, it } from 'vitest';
import { scheduledEmailStatuses } from './enums.js';
import {
  campaignActions,
  campaignAudienceSchema,
  campaignBodySchema,
  campaignStatusesAllowing,
  nextCampaignStatus,
} from './newsletter-campaigns.js';

describe('campaign state machine', () => {
  it('moves PENDING_APPROVAL → SCHEDULED → SENDING → SENT', () => {
    expect(nextCampaignStatus('PENDING_APPROVAL', 'APPROVE')).toBe('SCHEDULED');
    expect(nextCampaignStatus('SCHEDULED', 'START')).toBe('SENDING');
    expect(nextCampaignStatus('SENDING', 'FINISH')).toBe('SENT');
    expect(nextCampaignStatus('SENDING', 'FAIL')).toBe('ERRORED_SENDING');
  });

  it('resumes to where the campaign was: its schedule before sending started, SENDING after', () => {
    expect(nextCampaignStatus('PAUSED', 'RESUME', { started: false })).toBe('SCHEDULED');
    expect(nextCampaignStatus('PAUSED', 'RESUME', { started: true })).toBe('SENDING');
    expect(nextCampaignStatus('ERRORED_SENDING', 'RESUME', { started: true })).toBe('SENDING');
  });

  it('never leaves SENT or CANCELLED, and refuses every other illegal move', () => {
    for (const action of campaignActions) {
      expect(nextCampaignStatus('SENT', action)).toBeNull();
      expect(nextCampaignStatus('CANCELLED', action)).toBeNull();
    }
    expect(nextCampaignStatus('PENDING_APPROVAL', 'START')).toBeNull();
    expect(nextCampaignStatus('PENDING_APPROVAL', 'PAUSE')).toBeNull();
    expect(nextCampaignStatus('SCHEDULED', 'APPROVE')).toBeNull();
    expect(nextCampaignStatus('SCHEDULED', 'FINISH')).toBeNull();
    expect(nextCampaignStatus('PAUSED', 'START')).toBeNull();
  });

  it('lists, for each action, exactly the states it starts from', () => {
    for (const action of campaignActions) {
      const from = campaignStatusesAllowing(action);
      for (const status of scheduledEmailStatuses)
        expect(from.includes(status)).toBe(nextCampaignStatus(status, action, { started: true }) !== null);
    }
  });
});

describe('campaign schemas', () => {
  it('upper-cases states and cities and refuses an unknown UF', () => {
    expect(campaignAudienceSchema.parse({ states: ['sp'], cities: ['Campinas'] })).toMatchObject({
      states: ['SP'],
      cities: ['CAMPINAS'],
      exclusion: null,
    });
    const bad = campaignAudienceSchema.safeParse({ states: ['XX'] });
    expect(bad.error?.issues[0]?.message).toBe('Estado inválido. Use a sigla de uma UF, como SP.');
  });

  it('refuses a button to a non-web address and a campaign without blocks, in Portuguese', () => {
    const base = { kind: 'MAIN', subject: 'Olá', audience: {} };
    const script = campaignBodySchema.safeParse({
      ...base,
      blocks: [{ type: 'BUTTON', label: 'Ir', url: 'javascript:alert(1)' }],
    });
    expect(script.error?.issues[0]?.message).toBe('Informe um endereço que comece com https:// ou http://.');
    const empty = campaignBodySchema.safeParse({ ...base, blocks: [] });
    expect(empty.error?.issues[0]?.message).toBe('Adicione pelo menos um bloco de conteúdo.');
  });
});
