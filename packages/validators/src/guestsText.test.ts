import { describe, expect, it } from 'vitest';
import { guestsText, plural } from './guestsText.js';

describe('guestsText', () => {
  it('names adults alone when there are no children', () => {
    expect(guestsText({ adults: 1 })).toBe('1 adult');
    expect(guestsText({ adults: 2, children: 0 })).toBe('2 adults');
  });

  it('names children after adults, one or many', () => {
    expect(guestsText({ adults: 2, children: 1 })).toBe('2 adults, 1 child');
    expect(guestsText({ adults: 1, children: 3 })).toBe('1 adult, 3 children');
  });
});

describe('plural', () => {
  it('adds an s unless told the plural', () => {
    expect(plural(1, 'room')).toBe('1 room');
    expect(plural(2, 'room')).toBe('2 rooms');
    expect(plural(2, 'child', 'children')).toBe('2 children');
  });
});
