import { company } from '../../shared/company.ts';

/** The company mark (a rising sun over woven lines) with its name; decorative SVG, named by text. */
export function BrandLogo() {
  return (
    <span className="brand-logo">
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b3d91" />
        <circle cx="32" cy="30" r="11" fill="#f59e0b" />
        <path d="M12 44h40M16 51h32" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="brand-logo__name">{company.shortName}</span>
    </span>
  );
}
