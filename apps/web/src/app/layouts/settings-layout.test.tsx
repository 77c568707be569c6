import { describe, expect, it } from 'vitest';
import { settingsGroups } from './settings-layout';

const pathsOf = (isCreator: boolean) => settingsGroups(isCreator).flatMap((group) => group.paths);

describe('the settings side list', () => {
  it('shows a fan no creator tools', () => {
    expect(settingsGroups(false).map((group) => group.title)).not.toContain('settings.groups.creator');
    expect(pathsOf(false)).not.toContain('subscription');
  });

  it('shows a creator their tiers and collections, never a blank editor', () => {
    expect(settingsGroups(true).map((group) => group.title)).toContain('settings.groups.creator');
    expect(pathsOf(true)).toEqual(expect.arrayContaining(['subscription', 'collection']));
    for (const editor of ['subscription/tier', 'collection/create', 'collection/edit']) {
      expect(pathsOf(true)).not.toContain(editor);
    }
  });
});
