import { toolLogoSrc, tools, type ToolId } from '../content/tools.ts';

/**
 * A captioned grid of tool logos. Each logo's name is printed under it, so the image itself is
 * marked decorative (alt="") and screen readers hear each name once.
 */
export function ToolLogoList({ ids, label }: { ids: readonly ToolId[]; label: string }) {
  return (
    <ul className="logo-list" aria-label={label}>
      {ids.map((id) => (
        <li key={id} className="logo-list__item">
          <img
            src={toolLogoSrc(id)}
            width="40"
            height="40"
            alt=""
            loading="lazy"
            decoding="async"
          />
          <span>{tools[id].name}</span>
        </li>
      ))}
    </ul>
  );
}
