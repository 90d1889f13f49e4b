import type { TypedBeforeLive } from './project-enquiry-form.tsx';

// The contact page's prerendered Project Enquiry form, before its code has loaded: when to load
// it, and what the visitor typed meanwhile. No React here, and nothing of the form's own code.

/**
 * Resolves once the visitor comes near the enquiry form (100 px) or starts using it (a focus or a
 * press inside it). On a phone the form sits below the fold: its code then never competes with
 * the page's first seconds (it was 150–500 ms of main-thread work, Lighthouse's "total blocking
 * time"). Without a prerendered form in the page (a client-side visit) it resolves at once.
 */
export function enquiryFormWanted(): Promise<void> {
  const section =
    typeof document === 'undefined' ? null : document.querySelector('.enquiry-section');
  if (!section || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wanted();
      },
      { rootMargin: '100px 0px' },
    );
    function wanted() {
      observer.disconnect();
      section?.removeEventListener('focusin', wanted);
      section?.removeEventListener('pointerdown', wanted);
      resolve();
    }
    observer.observe(section);
    section.addEventListener('focusin', wanted);
    section.addEventListener('pointerdown', wanted);
  });
}

/**
 * What the visitor typed into the prerendered form (focusing it is what loads the code, so they
 * may well have started): the live form starts from it. The phone keeps only its digits (the
 * form decides whether they are more than the dial code its widget shows at first).
 */
export function readPrerenderedEnquiry(): TypedBeforeLive | undefined {
  if (typeof document === 'undefined') return undefined; // prerendering at build time
  const form = document.querySelector<HTMLFormElement>('.enquiry-section form');
  if (!form) return undefined;
  const data = new FormData(form);
  const typed: TypedBeforeLive = {};
  for (const name of ['user_name', 'user_email', 'user_subject', 'message'] as const) {
    const value = data.get(name);
    if (typeof value === 'string' && value !== '') typed[name] = value;
  }
  const phone = String(data.get('user_phone') ?? '').replace(/\D/g, '');
  if (phone !== '') typed.user_phone = `+${phone}`;
  return typed;
}
