import { describe, expect, it } from 'vitest';
import { audibleTopics, everySignedInUser, liveTopicReaders, liveTopics, mayHear, type LiveTopic } from '../../../model/live';
import { defaultRolePermissions, permissionNames } from '../../../model/permissions';
import { resourceAccess } from '../../../model/resourceAccess';
import { roleIds } from '../../../model/roles';

/** The live topic → permission map (model/live.ts), on its own: no server, no database. */
const topicsOf = (granted: readonly string[]) => [...audibleTopics(new Set(granted))].sort();

describe('liveTopicReaders', () => {
  it('names every topic, with known permissions or every signed-in user', () => {
    expect(Object.keys(liveTopicReaders).sort()).toEqual([...liveTopics].sort());
    for (const topic of liveTopics) {
      const readers = liveTopicReaders[topic];
      if (readers === everySignedInUser) continue;
      expect(readers.length, topic).toBeGreaterThan(0);
      for (const name of readers) expect(permissionNames, `${topic}: ${name}`).toContain(name);
    }
  });

  it('gives each topic the readers of the data it announces', () => {
    expect(liveTopicReaders).toEqual({
      activities: ['scheduled_tab', 'whatsupp_tab'],
      notifications: everySignedInUser,
      memos: ['whatsupp_tab', 'settings_tab'],
      roster: ['manpower_tab'],
      on_call: ['on_call_tab'],
      de_icing: ['de_icing_tab'],
      parts: ['parts_tab'],
      resources: ['resources_tab'],
      flight_movements: ['scheduled_write'],
    });
    // Memos are read where Settings lists them, besides What's up.
    for (const name of resourceAccess.memos.read) expect(liveTopicReaders.memos).toContain(name);
  });
});

describe('audibleTopics', () => {
  it('always includes the user’s own notifications, even without any permission', () => {
    expect(topicsOf([])).toEqual(['notifications']);
  });

  it('grants a topic for any one of its readers', () => {
    expect(topicsOf(['whatsupp_tab'])).toEqual(['activities', 'memos', 'notifications']);
    expect(topicsOf(['scheduled_tab'])).toEqual(['activities', 'notifications']);
    expect(topicsOf(['settings_tab'])).toEqual(['memos', 'notifications']);
    expect(topicsOf(['parts_write', 'work_record', 'reporting_tab'])).toEqual(['notifications']);
  });

  it('gives each fixed role what its tabs read', () => {
    const roleTopics = (role: keyof typeof roleIds) => topicsOf(defaultRolePermissions[roleIds[role]]);
    expect(roleTopics('admin')).toEqual([...liveTopics].sort());
    expect(roleTopics('planner')).toEqual([...liveTopics].sort());
    expect(roleTopics('supervisor')).toEqual([...liveTopics].sort());
    expect(roleTopics('technician')).toEqual(['activities', 'memos', 'notifications', 'on_call']);
    expect(roleTopics('viewer')).toEqual(['activities', 'memos', 'notifications']);
  });

  it('hands out one shared set per combination of topics', () => {
    expect(audibleTopics(new Set(['scheduled_tab']))).toBe(audibleTopics(new Set(['scheduled_tab', 'work_record'])));
    expect(audibleTopics(new Set(['scheduled_tab']))).not.toBe(audibleTopics(new Set(['whatsupp_tab'])));
  });
});

describe('mayHear', () => {
  const event = (topic: LiveTopic, region_id: number | null, user_id: number | null) => ({ topic, region_id, user_id });
  const tech = { userId: 5, regionIds: [1], topics: audibleTopics(new Set(defaultRolePermissions[roleIds.technician])) };

  it('keeps back a topic the listener does not read, whatever its region or user', () => {
    for (const topic of ['roster', 'parts', 'de_icing', 'resources'] as const) {
      expect(mayHear(event(topic, 1, null), tech), topic).toBe(false);
      expect(mayHear(event(topic, null, null), tech), topic).toBe(false);
      expect(mayHear(event(topic, null, 5), tech), topic).toBe(false);
    }
  });

  it('then applies the region and user rules to the topics it reads', () => {
    expect(mayHear(event('on_call', 1, null), tech)).toBe(true);
    expect(mayHear(event('on_call', 2, null), tech)).toBe(false);
    expect(mayHear(event('notifications', null, 5), tech)).toBe(true);
    expect(mayHear(event('notifications', null, 6), tech)).toBe(false);
    expect(mayHear(event('memos', null, null), tech)).toBe(true);
  });
});
