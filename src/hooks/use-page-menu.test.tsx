import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMenu } from './use-page-menu.ts';
import '../test-support/mount-hook.tsx';

function Menu({ pathname }: { pathname: string }) {
  const menu = usePageMenu(pathname);
  return (
    <nav onKeyDown={menu.onKeyDown}>
      <button {...menu.toggleProps}>Menu</button>
      <ul id={menu.menuId} hidden={!menu.open}>
        <li>
          <a href="#faqs" onClick={menu.close}>
            FAQs
          </a>
        </li>
      </ul>
    </nav>
  );
}

let container: HTMLElement | undefined;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

/** Renders the menu at `pathname`, again in the same root when called again (a navigation). */
function showAt(pathname: string) {
  container ??= document.body.appendChild(document.createElement('div'));
  root ??= createRoot(container);
  act(() => root?.render(<Menu pathname={pathname} />));
  const button = container.querySelector('button') as HTMLButtonElement;
  const list = container.querySelector('ul') as HTMLUListElement;
  const link = container.querySelector('a') as HTMLAnchorElement;
  return { button, list, link };
}

describe('a page menu', () => {
  it('is a disclosure: the button shows and hides the list it controls', () => {
    const { button, list } = showAt('/');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-controls')).toBe(list.id);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link is chosen, and on any navigation', () => {
    const { button, link } = showAt('/');
    act(() => button.click());
    act(() => link.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.click());
    showAt('/services');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to its button', () => {
    const { button, link } = showAt('/');
    act(() => button.click());
    link.focus();
    act(() => {
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
