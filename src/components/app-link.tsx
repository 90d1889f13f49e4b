import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigation } from '../hooks/use-navigation.ts';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/** A click the page should handle itself: plain left click, no modifier, same tab (as React Router's Link). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link to a page of this site: a real `<a href>` (it works before any script and opens in a new
 * tab on a middle click), navigated in the page on a plain click. The public site's counterpart of
 * React Router's `Link`, which the public pages do not load (src/hooks/use-navigation.ts).
 */
export function AppLink({ to, onClick, ...props }: AnchorProps & { to: string }) {
  const navigation = useNavigation();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        // A link to the page already shown replaces its history entry (as React Router does).
        const here = `${navigation.pathname}${navigation.search}`;
        navigation.navigate(to, { replace: to === here });
      }}
      // The first signs of a click (a press, a touch, focus from the keyboard) start loading what
      // the navigation needs; hovering does not, as a pointer resting where a link appears is no
      // intent to follow it.
      onPointerDown={navigation.prefetch}
      onFocus={navigation.prefetch}
      onTouchStart={navigation.prefetch}
    />
  );
}

/** Whether `to` is the current page, or (unless `end`) a page under it, as React Router's NavLink matches. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true;
  if (end || to === '/') return false;
  return pathname.startsWith(to) && pathname.charAt(to.length) === '/';
}

/** An `AppLink` marked `active` with `aria-current="page"` while its page is shown (as NavLink). */
export function AppNavLink({
  to,
  end,
  className,
  ...props
}: AnchorProps & { to: string; end?: boolean }) {
  const active = isActivePath(useNavigation().pathname, to, end);
  return (
    <AppLink
      {...props}
      to={to}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
