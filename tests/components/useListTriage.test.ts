import { afterEach, describe, expect, it } from 'vitest';
import { dialogIsOpen, isTypingTarget, listKeyAction } from '@/components/useListTriage';

describe('listKeyAction', () => {
  const base = { modified: false, typing: false, count: 10, active: 9, page: 1, pageCount: 3 };
  it('turns the page at the ends, never while typing or with modifiers', () => {
    expect(listKeyAction({ ...base, key: 'j' })).toEqual({ kind: 'page', page: 2, index: 'first' });
    expect(listKeyAction({ ...base, key: 'k', active: 0, page: 2 })).toEqual({ kind: 'page', page: 1, index: 'last' });
    expect(listKeyAction({ ...base, key: 'k', active: 0 })).toBeNull();
    expect(listKeyAction({ ...base, key: 'Home' })).toEqual({ kind: 'move', index: 0 });
    expect(listKeyAction({ ...base, key: 'j', typing: true })).toBeNull();
    expect(listKeyAction({ ...base, key: 'j', modified: true })).toBeNull();
    expect(listKeyAction({ ...base, key: '?' })).toEqual({ kind: 'help' });
  });

  it('maps the shortcuts: ↓/j and ↑/k step, End, Enter, / and ?', () => {
    const at = (key: string, active = 3) => listKeyAction({ ...base, key, active });
    expect([at('ArrowDown'), at('j'), at('ArrowUp'), at('k')]).toEqual([
      { kind: 'move', index: 4 },
      { kind: 'move', index: 4 },
      { kind: 'move', index: 2 },
      { kind: 'move', index: 2 },
    ]);
    expect(at('End')).toEqual({ kind: 'move', index: 9 });
    expect(at('Enter')).toEqual({ kind: 'open' });
    expect(at('/')).toEqual({ kind: 'search' });
    expect([at('x'), at('Escape')]).toEqual([null, null]);
  });

  it('starts at the first row when none is active, and does nothing on an empty page', () => {
    expect(listKeyAction({ ...base, key: 'j', active: -1 })).toEqual({ kind: 'move', index: 0 });
    expect(listKeyAction({ ...base, key: 'k', active: -1 })).toEqual({ kind: 'move', index: 0 });
    expect(listKeyAction({ ...base, key: 'Enter', active: -1 })).toBeNull();
    expect(listKeyAction({ ...base, key: 'j', count: 0, active: -1 })).toBeNull();
    expect(listKeyAction({ ...base, key: 'Home', count: 0, active: -1 })).toBeNull();
  });
});

describe('isTypingTarget and dialogIsOpen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('knows fields that take typed text, editable text and dialogs', () => {
    const make = (html: string) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      document.body.append(holder);
      return holder.querySelector('[data-target]') as HTMLElement;
    };
    expect(isTypingTarget(make('<input data-target>'))).toBe(true);
    expect(isTypingTarget(make('<input type="search" data-target>'))).toBe(true);
    expect(isTypingTarget(make('<textarea data-target></textarea>'))).toBe(true);
    expect(isTypingTarget(make('<select data-target></select>'))).toBe(true);
    expect(isTypingTarget(make('<div contenteditable="true"><span data-target>x</span></div>'))).toBe(true);
    expect(isTypingTarget(make('<div role="dialog"><button data-target>x</button></div>'))).toBe(true);
    expect(isTypingTarget(make('<input type="checkbox" data-target>'))).toBe(false);
    expect(isTypingTarget(make('<button data-target>x</button>'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('sees a modal dialog over the page', () => {
    expect(dialogIsOpen()).toBe(false);
    document.body.innerHTML = '<div class="modal show"></div>';
    expect(dialogIsOpen()).toBe(true);
  });
});
