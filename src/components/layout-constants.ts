/** Spec section 9: the navigation bar turns solid after this many pixels of scroll. */
export const navSolidAfterPx = 50;
/** Spec section 9: the scroll-to-top button appears after this many pixels of scroll. */
export const scrollTopButtonAfterPx = 100;
