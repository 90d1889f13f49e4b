import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { portfolio, portfolioTabs, type PortfolioTab } from '../content/portfolio.ts';
import { PortfolioCard } from './portfolio-card.tsx';

/**
 * Success Stories tabs (WAI-ARIA tabs pattern, automatic activation): web development first and
 * selected by default, then app development. Arrow keys, Home and End move between tabs.
 */
export function PortfolioTabs() {
  const [selected, setSelected] = useState<PortfolioTab>('web');
  const baseId = useId();
  const tabRefs = useRef(new Map<PortfolioTab, HTMLButtonElement>());

  const select = (tab: PortfolioTab, focus: boolean) => {
    setSelected(tab);
    if (focus) tabRefs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = portfolioTabs.findIndex((tab) => tab.id === selected);
    const last = portfolioTabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = portfolioTabs[target];
    if (tab) select(tab.id, true);
  };

  return (
    <div className="portfolio-tabs">
      <div
        role="tablist"
        aria-label="Success stories"
        className="portfolio-tabs__list"
        onKeyDown={onKeyDown}
      >
        {portfolioTabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) tabRefs.current.set(tab.id, el);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className="portfolio-tabs__tab"
            onClick={() => select(tab.id, false)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {portfolioTabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          data-title={tab.label}
          className="portfolio-tabs__panel"
        >
          <ul className="card-grid">
            {portfolio[tab.id].map((item, index) => (
              <li key={item.id}>
                <PortfolioCard item={item} first={tab.id === 'web' && index === 0} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
