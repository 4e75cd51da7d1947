import { describe, expect, it } from 'vitest';
import { swipeAction, swipeTints } from './swipe';
import { xLength } from './x-length';

describe('swipeAction', () => {
  it('sends past 100px right, ignores past 100px left, edits past 25px up', () => {
    expect(swipeAction(100, 0)).toBe('send');
    expect(swipeAction(-140, 30)).toBe('ignore');
    expect(swipeAction(0, -25)).toBe('edit');
    expect(swipeAction(10, -60)).toBe('edit');
  });

  it('springs back below the thresholds, or when a sideways drag drifts up', () => {
    expect(swipeAction(99, 0)).toBeNull();
    expect(swipeAction(-60, 0)).toBeNull();
    expect(swipeAction(0, -24)).toBeNull();
    expect(swipeAction(80, -30)).toBeNull();
    expect(swipeAction(0, 200)).toBeNull();
  });
});

describe('swipeTints', () => {
  it('starts the side tints at 50px and fills them at 100px', () => {
    expect(swipeTints(50, 0)).toEqual({ send: 0, ignore: 0, edit: 0 });
    expect(swipeTints(75, 0).send).toBeCloseTo(0.5);
    expect(swipeTints(-120, 0)).toEqual({ send: 0, ignore: 1, edit: 0 });
  });

  it('fills the edit tint at 25px up, only while the drag goes mostly up', () => {
    expect(swipeTints(0, -12.5).edit).toBeCloseTo(0.5);
    expect(swipeTints(5, -40).edit).toBe(1);
    expect(swipeTints(60, -30).edit).toBe(0);
  });
});

describe('xLength', () => {
  it('counts Latin as 1, emoji and CJK as 2, links as 23', () => {
    expect(xLength('hello')).toBe(5);
    expect(xLength('日本')).toBe(4);
    expect(xLength('ok 👍🏽')).toBe(5);
    expect(xLength('see https://example.com/a/very/long/path/indeed')).toBe(4 + 23);
  });
});
