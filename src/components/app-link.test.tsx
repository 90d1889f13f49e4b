import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLink, AppNavLink, isActivePath } from './app-link.tsx';
import { NavigationContext, type Navigation } from '../hooks/use-navigation.ts';
import '../test-support/mount-hook.tsx';

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

function renderAt(pathname: string, links: React.ReactNode) {
  const navigation: Navigation = { pathname, search: '', navigate: vi.fn(), prefetch: vi.fn() };
  container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() =>
    root.render(
      <NavigationContext.Provider value={navigation}>{links}</NavigationContext.Provider>,
    ),
  );
  const link = (name: string) =>
    [...(container?.querySelectorAll('a') ?? [])].find((a) => a.textContent === name);
  return { navigation, link };
}

/**
 * Dispatches a click and says whether the page kept it (default prevented). The document then
 * cancels it, so the test environment does not follow the link itself.
 */
function click(link: HTMLAnchorElement | undefined, init: MouseEventInit = {}): boolean {
  let kept = false;
  const settle = (event: Event) => {
    kept = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', settle, { once: true });
  act(() => {
    link?.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
    );
  });
  return kept;
}

describe('AppLink', () => {
  it('is a real link, followed in the page on a plain click', () => {
    const { navigation, link } = renderAt('/', <AppLink to="/services">Services</AppLink>);
    expect(link('Services')?.getAttribute('href')).toBe('/services');
    expect(click(link('Services'))).toBe(true);
    expect(navigation.navigate).toHaveBeenCalledWith('/services', { replace: false });
  });

  it('leaves modified clicks, other buttons and new tabs to the browser', () => {
    const { navigation, link } = renderAt(
      '/',
      <>
        <AppLink to="/faqs">FAQs</AppLink>
        <AppLink to="/about" target="_blank">
          About
        </AppLink>
      </>,
    );
    expect(click(link('FAQs'), { ctrlKey: true })).toBe(false);
    expect(click(link('FAQs'), { metaKey: true })).toBe(false);
    expect(click(link('FAQs'), { shiftKey: true })).toBe(false);
    expect(click(link('FAQs'), { button: 1 })).toBe(false);
    expect(click(link('About'))).toBe(false);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('replaces the history entry when the link is to the page already shown', () => {
    const { navigation, link } = renderAt('/faqs', <AppLink to="/faqs">FAQs</AppLink>);
    click(link('FAQs'));
    expect(navigation.navigate).toHaveBeenCalledWith('/faqs', { replace: true });
  });

  it('asks for a prefetch on the first sign of a click, not on hover', () => {
    const { navigation, link } = renderAt('/', <AppLink to="/services">Services</AppLink>);
    act(() => {
      link('Services')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    expect(navigation.prefetch).not.toHaveBeenCalled();
    act(() => {
      link('Services')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(navigation.prefetch).toHaveBeenCalled();
  });
});

describe('AppNavLink', () => {
  it('marks the link of the page shown as active and current', () => {
    const { link } = renderAt(
      '/services',
      <>
        <AppNavLink to="/" end className="nav">
          Home
        </AppNavLink>
        <AppNavLink to="/services" className="nav">
          Services
        </AppNavLink>
      </>,
    );
    expect(link('Services')?.className).toBe('nav active');
    expect(link('Services')?.getAttribute('aria-current')).toBe('page');
    expect(link('Home')?.className).toBe('nav');
    expect(link('Home')?.hasAttribute('aria-current')).toBe(false);
  });

  it('matches a page and the pages under it, as React Router does', () => {
    expect(isActivePath('/projects/3', '/projects')).toBe(true);
    expect(isActivePath('/projects/3', '/projects', true)).toBe(false);
    expect(isActivePath('/projectsx', '/projects')).toBe(false);
    expect(isActivePath('/services', '/')).toBe(false);
    expect(isActivePath('/', '/', true)).toBe(true);
  });
});
