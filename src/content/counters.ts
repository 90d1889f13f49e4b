/** The headline figures (spec sections 1 and 9): animated on the home page over 8 seconds. */
export interface Counter {
  id: string;
  number: number;
  /** Shown after the number, e.g. "+" for "30+". */
  suffix: string;
  label: string;
}

export const counters: Counter[] = [
  { id: 'clients', number: 157, suffix: '', label: 'Clients served' },
  { id: 'employees', number: 30, suffix: '+', label: 'Employees' },
  { id: 'contributors', number: 180, suffix: '+', label: 'Contributors' },
];

/** Spec section 9: the counters run for 8 seconds. */
export const counterAnimationMs = 8000;
